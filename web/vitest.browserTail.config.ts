import { mergeConfig } from 'vitest/config';
import { TAIL_FILES, browserProject } from './vitest.browser.config.ts';

/**
 * The browser files the suites lane runs (`web-browser-tail`; docs/testing.md, "Two lanes"): in a
 * group of their own after every other suite of that run, one file at a time.
 */
export default mergeConfig(browserProject('web-browser-tail', TAIL_FILES), { test: { sequence: { groupOrder: 1 } } });
