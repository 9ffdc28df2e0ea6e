import { describe, expect, it } from 'vitest';
import {
  attributeListIssues,
  attributeRowIssues,
  customerBody,
  customerIssues,
  newCustomerDraft,
  withAttribute,
  withAttributeChanged,
  withoutAttribute,
} from './customerForm';

const named = { ...newCustomerDraft(), name: '王先生' };
const withRows = (...rows: [string, string][]) =>
  rows.reduce((draft, [label, value]) => {
    const added = withAttribute(draft);
    const key = added.attributes.at(-1)?.key ?? 0;
    return withAttributeChanged(added, key, { label, value });
  }, named);

describe('customer form', () => {
  it('passes a named customer and asks for a name of 2 to 240 characters', () => {
    expect(customerIssues(named)).toEqual([]);
    expect(customerIssues({ ...named, name: '王' }).map((issue) => issue.key)).toEqual(['practiceAdmin.rules.customerNameLength']);
  });

  it('drops blank attribute rows and checks the rest against the shared rules', () => {
    const draft = withAttribute(withRows(['预算', '20万'], ['车', '轿车']));
    expect(customerBody(draft).attributes).toEqual([
      { label: '预算', value: '20万' },
      { label: '车', value: '轿车' },
    ]);
    const issues = customerIssues(draft);
    const [, short] = draft.attributes;
    expect(attributeRowIssues(draft, issues, short?.key ?? 0).map((issue) => issue.key)).toEqual(['practiceAdmin.rules.attributeLength']);
    expect(attributeRowIssues(draft, issues, draft.attributes[0]?.key ?? 0)).toEqual([]);
  });

  it('refuses a label twice and stops adding rows at 20', () => {
    const twice = withRows(['预算', '20万'], ['预算', '30万']);
    expect(attributeListIssues(customerIssues(twice)).map((issue) => issue.key)).toEqual(['practiceAdmin.rules.attributeDuplicate']);
    let draft = named;
    for (let index = 0; index < 25; index += 1) draft = withAttribute(draft);
    expect(draft.attributes).toHaveLength(20);
    expect(withoutAttribute(draft, draft.attributes[0]?.key ?? 0).attributes).toHaveLength(19);
  });
});
