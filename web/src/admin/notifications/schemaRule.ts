import type { Translate } from '@peilian/shared';
import type { FormInstance, FormRule } from 'antd';
import { helpOf, issuesOf, schemaIssues } from '../blocks/formIssues';

type Schema = Parameters<typeof schemaIssues>[0];

/**
 * An antd rule that checks one field by the shared request schema, read over the whole form (the
 * rules the server applies, with their messages): the settings cards' fields.
 */
export const schemaRule =
  (schema: Schema, form: FormInstance, t: Translate) =>
  (field: string): FormRule => ({
    validator: async () => {
      const help = helpOf(issuesOf(schemaIssues(schema, form.getFieldsValue()), field), t);
      if (help) throw new Error(help);
    },
  });
