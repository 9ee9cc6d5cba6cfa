import { afterAll, afterEach } from 'vitest';
import { assertNoFindings } from './axe.ts';

// Every journey fails on a serious or critical WCAG 2.1 AA violation its pages showed
// (support/axe.ts). afterAll catches what the checks made when a file's contexts closed.
afterEach(assertNoFindings);
afterAll(assertNoFindings);
