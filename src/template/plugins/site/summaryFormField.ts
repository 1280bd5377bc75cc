import { asString, getOf, isObject, isTruthy } from './jsonValue';
import { emit } from './templateLookup';

/** The likert answers for scores -2..2; each is read from localized string `productAnswerMap<Answer>`, else written as spaced words. */
const LIKERT_ANSWERS = 'StronglyDisagree Disagree Neutral Agree StronglyAgree';

/** Maps likert scores to answer labels, using localized strings where they are strings. */
export function likertAnswerMap(strings: unknown): Record<string, string> {
  const map: Record<string, string> = {};
  LIKERT_ANSWERS.split(' ').forEach((answer, i) => {
    const text = getOf(strings, `productAnswerMap${answer}`);
    map[i - 2] = typeof text === 'string' ? text : answer.replace(/\B(?=[A-Z])/g, ' ');
  });
  return map;
}

const field = (values: unknown, key: string): string => emit(getOf(values, key));

function fieldValueHtml(type: string, item: unknown, strings: unknown): string | undefined {
  const values = getOf(item, 'values');
  switch (type) {
    case 'address':
      return `<div style="padding-left:5px;">\n  <div>${field(values, 'Line1')}</div>${
        isTruthy(getOf(values, 'Line2')) ? `\n  <div>${field(values, 'Line2')}</div>` : ''
      }\n  <div>${field(values, 'City')}, ${field(values, 'State')} ${field(values, 'Zip')} ${field(values, 'Country')}</div>\n</div>`;
    case 'checkbox': {
      if (isTruthy(values)) {
        const list = Array.isArray(values) ? values : [];
        return `${list.map((entry, i) => `${i + 1 > 1 ? ', ' : ''}${emit(entry)}`).join('')}\n`;
      }
      return isTruthy(getOf(item, 'value')) ? emit(getOf(item, 'value')) : '';
    }
    case 'date':
      return `${field(values, 'Month')}/${field(values, 'Day')}/${field(values, 'Year')}`;
    case 'likert': {
      const answers = likertAnswerMap(strings);
      const rows = isObject(values)
        ? Object.entries(values).map(([question, score]) => {
          const answer = Object.hasOwn(answers, asString(score)) ? answers[asString(score)] : undefined;
          return `\n  <div><span style="font-weight:bold;">${question}:</span> ${answer || answers['0']}</div>`;
        })
        : [];
      return `<div style="padding-left:5px;">${rows.join('')}\n</div>`;
    }
    case 'name':
      return `${field(values, 'First')} ${field(values, 'Last')}`;
    case 'phone':
      return `${isTruthy(getOf(values, 'Country')) ? `+${field(values, 'Country')} ` : ''}${field(values, 'Areacode')}-${field(values, 'Prefix')}-${field(values, 'Line')}`;
    case 'time': {
      const part = (key: string): string => (isTruthy(getOf(values, key)) ? field(values, key) : '00');
      return `${part('Hour')}:${part('Minute')}:${part('Second')} ${field(values, 'Ampm')}`;
    }
    default:
      return undefined;
  }
}

/** The summary line of a submitted form field: bold title, then its value or the localized no-answer text ('N/A' by default). */
export function summaryFormFieldHtml(item: unknown, strings: unknown): string {
  const type = asString(getOf(item, 'type'));
  const rendered = fieldValueHtml(type, item, strings);
  const value = rendered === undefined ? asString(getOf(item, 'value')) : rendered;
  let out = `<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">${asString(getOf(item, 'rawTitle'))}:</span> `;
  if (isTruthy(value)) out += value;
  else {
    const noAnswer = asString(getOf(strings, 'productSummaryFormNoAnswerText')).trim();
    out += noAnswer === '' ? 'N/A' : noAnswer;
  }
  return `${out}\n</div>`;
}
