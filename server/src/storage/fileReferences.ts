import { fileReferenceIssue, parseFileReference, type FileReference, type FileReferenceRule } from '@peilian/shared';
import { invalidInput } from '../errors/index.js';
import type { FileStorage } from './files.js';

export interface FileReferenceOptions {
  /**
   * The value the record holds now: keeping it needs no stored file (one removed since must not
   * block saving the other fields), though it must still pass the rule.
   */
  kept?: string;
  /** The error when the named file is not stored (default: the field's message). */
  missing?: () => Error;
}

/**
 * Checks an image or URL field a request stores, by the shared rule of the field
 * (`FILE_REFERENCE_RULES`): the request edge already refused what the rule never allows; here the
 * upload must also be the caller organisation's (`orgId`; null before one exists) and still be
 * stored. Returns what the reference names (the storage key of a stored file); refuses with a 400
 * carrying the field's message, translated for the caller, and changes nothing.
 */
export async function checkFileReference(
  storage: FileStorage,
  orgId: string | null,
  value: string,
  rule: FileReferenceRule,
  field: string,
  options: FileReferenceOptions = {},
): Promise<FileReference> {
  const issue = fileReferenceIssue(value, rule, orgId);
  const reference = issue ? undefined : parseFileReference(value, rule);
  if (!reference) throw invalidInput(issue?.key ?? rule.message, issue?.params ?? {}, field);
  if (reference.kind === 'https' || value === options.kept) return reference;
  if (!(await storage.exists(reference.key))) throw options.missing?.() ?? invalidInput(rule.message, {}, field);
  return reference;
}

/** `checkFileReference` for a field that names stored files only: the storage key. */
export async function checkStoredFile(
  storage: FileStorage,
  orgId: string | null,
  value: string,
  rule: FileReferenceRule,
  field: string,
  options: FileReferenceOptions = {},
): Promise<string> {
  const reference = await checkFileReference(storage, orgId, value, rule, field, options);
  if (reference.kind === 'https') throw invalidInput(rule.message, {}, field);
  return reference.key;
}
