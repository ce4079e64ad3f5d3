/**
 * Posts the OCI fields to the procurement system: a hidden form, submitted
 * to `target` (`~TARGET`, default `_top`). The one DOM helper of the package;
 * the document comes in as an argument.
 *
 * @example
 * submitPunchoutForm(document, settings.HOOK_URL, buildOciFields(lines), settings.target);
 */
export function submitPunchoutForm(
  doc: Document,
  url: string,
  fields: readonly (readonly [string, string])[],
  target = '_top',
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = target;
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
