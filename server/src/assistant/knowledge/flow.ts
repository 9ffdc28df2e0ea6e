import { DEFAULT_KNOWLEDGE_FLOW, knowledgeFlowSchema, type KnowledgeFlow } from '@peilian/shared';
import type { Db } from '../../db/client.js';
import { findOrganisationById, setOrganisationSetting } from '../../data/organisations.js';

/** The settings key of the organisation's answer flow (docs/assistant.md "The answer flow"). */
const FLOW_KEY = 'knowledgeFlow';

/** The organisation's answer flow: its saved one, or the defaults where none is saved or it does not parse. */
export function flowOf(settings: Record<string, unknown> | null | undefined): KnowledgeFlow {
  const parsed = knowledgeFlowSchema.safeParse({ ...DEFAULT_KNOWLEDGE_FLOW, ...((settings?.[FLOW_KEY] as object | undefined) ?? {}) });
  return parsed.success ? parsed.data : DEFAULT_KNOWLEDGE_FLOW;
}

export async function organisationFlow(db: Db, orgId: string): Promise<KnowledgeFlow> {
  return flowOf((await findOrganisationById(db, orgId))?.settings);
}

export async function saveFlow(db: Db, orgId: string, flow: KnowledgeFlow): Promise<KnowledgeFlow> {
  await setOrganisationSetting(db, orgId, FLOW_KEY, flow);
  return flow;
}
