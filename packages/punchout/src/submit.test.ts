import { describe, expect, it } from 'vitest';
import { submitPunchoutForm } from './submit';

/** A minimal document that records what the helper builds. */
function fakeDocument() {
  const submitted: FakeElement[] = [];
  class FakeElement {
    tagName: string;
    children: FakeElement[] = [];
    [key: string]: unknown;
    constructor(tagName: string) {
      this.tagName = tagName;
    }
    appendChild(child: FakeElement) {
      this.children.push(child);
      return child;
    }
    submit() {
      submitted.push(this);
    }
  }
  const body = new FakeElement('body');
  const doc = { body, createElement: (tag: string) => new FakeElement(tag) };
  return { doc: doc as unknown as Document, body, submitted };
}

describe('submitPunchoutForm', () => {
  it('posts a hidden form with one hidden input per field to the target', () => {
    const { doc, body, submitted } = fakeDocument();
    submitPunchoutForm(doc, 'https://sap.kund.se/oci', [
      ['NEW_ITEM-VENDORMAT[1]', '1000001'],
      ['NEW_ITEM-QUANTITY[1]', '2'],
    ]);
    const form = body.children[0];
    expect(submitted).toEqual([form]);
    expect(form).toMatchObject({
      tagName: 'form',
      method: 'POST',
      action: 'https://sap.kund.se/oci',
      target: '_top',
      hidden: true,
    });
    expect(form?.children.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'NEW_ITEM-VENDORMAT[1]', '1000001'],
      ['hidden', 'NEW_ITEM-QUANTITY[1]', '2'],
    ]);
  });

  it('uses the ~TARGET given', () => {
    const { doc, body } = fakeDocument();
    submitPunchoutForm(doc, 'https://sap.kund.se/oci', [], '_blank');
    expect(body.children[0]?.target).toBe('_blank');
  });
});
