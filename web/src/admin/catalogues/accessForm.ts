import { OPEN_TYPES, type CatalogAccessResponse, type MessageKey, type OpenType } from '@peilian/shared';
import type { ReactNode } from 'react';

/** A catalogue's access list as the server describes it. */
export type CatalogAccess = CatalogAccessResponse['access'];

/** A chosen user or position as its picker holds it: the id with its name, so it is shown before the picker's options load. */
export interface Chosen {
  value: string;
  label?: ReactNode;
}

/** The access dialog's fields as the form holds them. */
export interface AccessFormValues {
  inherit: boolean;
  opentype: OpenType;
  users: Chosen[];
  positions: Chosen[];
}

/** The words that differ between a catalogue's list and a record's. */
export interface AccessLabels {
  /** The "follow" checkbox. */
  inherit: MessageKey;
  /** The note shown to a caller who may only read the list. */
  readOnly: MessageKey;
}

/** The open types in the order the dialog offers them, each with its name and what it means. */
export const OPEN_TYPE_CHOICES: readonly { value: OpenType; label: MessageKey; help: MessageKey }[] = [
  { value: OPEN_TYPES.full, label: 'library.access.full', help: 'library.access.fullHelp' },
  { value: OPEN_TYPES.public, label: 'library.access.public', help: 'library.access.publicHelp' },
  { value: OPEN_TYPES.appointed, label: 'library.access.appointed', help: 'library.access.appointedHelp' },
  { value: OPEN_TYPES.private, label: 'library.access.private', help: 'library.access.privateHelp' },
];

const isOpenType = (value: number): value is OpenType => OPEN_TYPE_CHOICES.some((choice) => choice.value === value);

/** The form's starting values: the list that governs the catalogue (its own or the one it follows). */
export function accessFormValues(access: CatalogAccess): AccessFormValues {
  return {
    inherit: access.inherit === 1,
    opentype: isOpenType(access.opentype) ? access.opentype : OPEN_TYPES.full,
    users: access.users.map((user) => ({ value: user.id, label: user.name })),
    positions: access.positions.map((position) => ({ value: position.id, label: position.name })),
  };
}

/** The body of `PUT acl/catalog/{id}`: only an appointed list of the catalogue's own names anyone. */
export function accessRequest(values: AccessFormValues) {
  const names = !values.inherit && values.opentype === OPEN_TYPES.appointed;
  return {
    inherit: values.inherit ? 1 : 0,
    opentype: values.opentype,
    users: names ? values.users.map((user) => user.value) : [],
    positions: names ? values.positions.map((position) => position.value) : [],
  };
}

/** Where a followed list comes from: the catalogue that holds it, or none (full control). */
export function inheritedNote(source: Pick<CatalogAccess, 'fromname'> | undefined): { key: MessageKey; name: string } {
  return source?.fromname ? { key: 'library.access.inheritedFrom', name: source.fromname } : { key: 'library.access.inheritedNone', name: '' };
}
