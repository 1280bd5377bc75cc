import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { initialFormValues, type FormFieldValue, type FormValues } from '../../../src/core/forms';
import type { FormField } from '../../../src/core/schemas';
import { FormFields, focusFirstInvalidField } from '../../../src/elements/form-fields/FormFields';
import { everyFieldForm } from '../../core/forms/formFixtures';
import { typeInto, update } from '../support/renderElements';

let root: Root | undefined;
let container: HTMLElement;

interface Harness {
  readonly values: () => FormValues;
}

async function draw(fields: readonly FormField[], options: { errors?: Record<string, string>; textareaMaxLength?: (field: FormField) => number | undefined } = {}): Promise<Harness> {
  container = document.body.appendChild(document.createElement('div'));
  let latest: FormValues = initialFormValues({ fields: [...fields] });
  function Host() {
    const [values, setValues] = useState<FormValues>(latest);
    latest = values;
    const onChange = (id: string, value: FormFieldValue) => setValues((current) => ({ ...current, [id]: value }));
    return <FormFields fields={fields} values={values} errors={options.errors ?? {}} onChange={onChange} {...(options.textareaMaxLength ? { textareaMaxLength: options.textareaMaxLength } : {})} />;
  }
  await act(async () => {
    root = createRoot(container);
    root.render(<Host />);
  });
  return { values: () => latest };
}

const field = (id: string) => container.querySelector(`[data-field-id="${id}"]`)!;
const labelTexts = (element: Element) => [...element.querySelectorAll('label')].map((label) => label.textContent);

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('FormFields (the one field renderer)', () => {
  const form = everyFieldForm();

  it('draws single inputs of the right type, each labelled by its title', async () => {
    await draw(form.fields);
    const expected: Record<string, string> = { text: 'text', website: 'url', twitter: 'text', password: 'password', number: 'number', currency: 'number', email: 'email' };
    for (const [id, type] of Object.entries(expected)) {
      const input = container.querySelector<HTMLInputElement>(`input[name="${id}"]`)!;
      expect(input.type, id).toBe(type);
      const label = container.querySelector(`label[for="${input.id}"]`);
      expect(label?.textContent, id).toMatch(new RegExp(`^${form.fields.find((item) => item.id === id)!.title} \\(required\\)$`));
    }
    expect(container.querySelector<HTMLInputElement>('input[name="hidden"]')?.type).toBe('hidden');
    expect(container.querySelector<HTMLInputElement>('input[name="hidden"]')?.value).toBe('campaign-7');
    expect(container.querySelector('input[name="email"]')?.getAttribute('autocomplete')).toBe('email');
  });

  it('groups each multi-part field in a fieldset with a legend, its parts named by summary keys and labelled', async () => {
    await draw(form.fields);
    const parts: Record<string, string[]> = {
      name: ['First', 'Last'],
      address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
      phone: ['Areacode', 'Prefix', 'Line'],
      date: ['Month', 'Day', 'Year'],
      time: ['Hour', 'Minute', 'Second', 'Ampm'],
    };
    for (const [id, keys] of Object.entries(parts)) {
      const fieldset = field(id).querySelector('fieldset')!;
      expect(fieldset.querySelector('legend')?.textContent, id).toBe(`${form.fields.find((item) => item.id === id)!.title} (required)`);
      const controls = [...fieldset.querySelectorAll('input, select')];
      expect(controls.map((control) => control.getAttribute('name')), id).toEqual(keys.map((key) => `${id}.${key}`));
      for (const control of controls) expect(container.querySelector(`label[for="${control.id}"]`)?.textContent, control.getAttribute('name')!).toBeTruthy();
    }
    expect(labelTexts(field('name'))).toEqual(['First Name', 'Last Name']);
    expect(labelTexts(field('phone'))).toEqual(['Area Code', 'Prefix', 'Line Number']);
    expect(labelTexts(field('time'))).toEqual(['Hour', 'Minute', 'Second', 'AM/PMAMPM']);
  });

  it('answers a 3-part phone with the empty leading part, keyed by summary keys', async () => {
    const harness = await draw(form.fields);
    await typeInto(container.querySelector('input[name="phone.Areacode"]')!, '555');
    await typeInto(container.querySelector('input[name="phone.Line"]')!, '4567');
    expect(harness.values().phone).toEqual({ Country: '', Areacode: '555', Prefix: '', Line: '4567' });
  });

  it('draws radio, checkbox and select options as given, and records the choices', async () => {
    const harness = await draw(form.fields);
    expect(labelTexts(field('radio'))).toEqual(['A', 'B']);
    expect(labelTexts(field('checkbox'))).toEqual(['X', 'Y']);
    expect([...field('select').querySelectorAll('option')].map((option) => option.value)).toEqual(['', 'One', 'Two']);
    await update(() => container.querySelector<HTMLInputElement>('input[name="checkbox"][value="Y"]')!.click());
    await update(() => container.querySelector<HTMLInputElement>('input[name="checkbox"][value="X"]')!.click());
    await update(() => container.querySelector<HTMLInputElement>('input[name="radio"][value="B"]')!.click());
    expect(harness.values().checkbox).toEqual(['Y', 'X']);
    expect(harness.values().radio).toBe('B');
  });

  it('draws one likert row per statement on the -2..2 scale with the five labels, never marked required', async () => {
    const harness = await draw(form.fields);
    const likert = field('likert');
    expect(likert.querySelector('legend')?.textContent).toBe('Likert');
    const rows = [...likert.querySelectorAll('fieldset fieldset')];
    expect(rows.map((row) => row.querySelector('legend')?.textContent)).toEqual(['Service', 'Price']);
    expect(labelTexts(rows[0]!)).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
    expect([...rows[0]!.querySelectorAll('input')].map((input) => input.value)).toEqual(['-2', '-1', '0', '1', '2']);
    await update(() => rows[1]!.querySelector<HTMLInputElement>('input[value="-2"]')!.click());
    expect(harness.values().likert).toEqual({ Price: '-2' });
  });

  it('draws a section as a heading', async () => {
    await draw(form.fields);
    expect(field('section').querySelector('h3')?.textContent).toBe('Section');
  });

  it("shows a textarea counter 'n / max', flagged above max; the vanilla handler adds maxLength", async () => {
    await draw(form.fields);
    const textarea = container.querySelector('textarea')!;
    expect(textarea.hasAttribute('maxlength')).toBe(false);
    const counter = () => field('textarea').querySelector('[part~="counter"]')!;
    expect(counter().textContent).toBe('0 / 10');
    expect(textarea.getAttribute('aria-describedby')).toContain(counter().id);
    await typeInto(textarea, '1234567890');
    expect(counter().textContent).toBe('10 / 10');
    expect(counter().hasAttribute('data-over')).toBe(false);
    await typeInto(textarea, '12345678901');
    expect(counter().textContent).toBe('11 / 10');
    expect(counter().hasAttribute('data-over')).toBe(true);
    expect(counter().getAttribute('part')).toContain('counter-over');
    await act(async () => root?.unmount());
    document.body.innerHTML = '';
    await draw(form.fields, { textareaMaxLength: (item) => (item.type === 'textarea' ? item.maxLength : undefined) });
    expect(container.querySelector('textarea')?.getAttribute('maxlength')).toBe('10');
  });

  it("shows each error above its field's title, linked to the control, and focus can move to the first", async () => {
    await draw(form.fields, { errors: { email: 'Email is not valid.', name: 'Required', radio: 'Required' } });
    for (const id of ['email', 'name', 'radio']) {
      const wrapper = field(id);
      const error = wrapper.querySelector('[part="field-error"]')!;
      const title = wrapper.querySelector('label, legend')!;
      expect(error.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING, id).toBeTruthy();
      expect(error.getAttribute('role')).toBe('alert');
    }
    const email = container.querySelector('input[name="email"]')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(field('email').querySelector('[part="field-error"]')!.id);
    expect(field('name').querySelector('fieldset')?.getAttribute('aria-describedby')).toBe(field('name').querySelector('[part="field-error"]')!.id);
    expect(focusFirstInvalidField(container)).toBe(true);
    expect(document.activeElement).toBe(email);
    expect(container.querySelectorAll('[part="field-error"]')).toHaveLength(3);
  });
});
