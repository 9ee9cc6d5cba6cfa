// The API mocked at fetch by endpoint, shared with the site's component tests.
export * from '@casino/api-client/testing';
