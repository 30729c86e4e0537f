import {sections} from '@site/config/navbar';

/** The kinds of change a post announces, as changelog/tags.yml tags; a post carries one or more. */
export const changeKinds = ['new', 'changed', 'deprecated', 'removed'] as const;
export type ChangeKind = (typeof changeKinds)[number];

/** Products the changelog filters by: the navbar sections that have a changelog tag, in navbar order. */
export const changelogProducts = sections.flatMap(({label, changelogTag}) => (changelogTag ? [{tag: changelogTag, label}] : []));

/** The key of a tag from its permalink (`/changelog/tags/rest-api` -> `rest-api`). */
export function tagKey(permalink: string): string {
  return permalink.replace(/\/$/, '').split('/').pop() ?? '';
}

export function isChangeKind(key: string): key is ChangeKind {
  return (changeKinds as readonly string[]).includes(key);
}
