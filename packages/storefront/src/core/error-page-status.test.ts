import { describe, expect, it } from 'vitest';
import { ContentError } from './content-source';
import { errorPageStatus } from './error-page';

describe('errorPageStatus', () => {
  it.each([
    ['a failing content service', new ContentError('down', 502), 502],
    ['a content service that did not answer in time', new ContentError('slow', 504), 504],
    ['content that is not there', new ContentError('gone', 404), 404],
    ['a content read with no answer at all', new ContentError('no answer', 0), 500],
    ['a render error', new TypeError('x is undefined'), 500],
    ['a status that is no HTTP error', { status: 302 }, 500],
    ['a status past 599', { status: 700 }, 500],
    ['nothing', null, 500],
  ])('shows %s as %i', (_, error, status) => {
    expect(errorPageStatus(error)).toBe(status);
  });
});
