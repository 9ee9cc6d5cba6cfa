/**
 * The error page's default texts (docs/product/routes-and-modals.md#error-page); translated content
 * overrides them.
 */
export const ERROR_DEFAULTS = {
  title: 'Something went wrong',
  description:
    'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
  button: 'Homepage',
};
