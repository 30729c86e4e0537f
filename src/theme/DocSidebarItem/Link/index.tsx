/**
 * Reference entries of a grouped sidebar (plugins/sidebars/groups.ts) carry
 * a short label without the owner prefix their group already names
 * (`goToFloor()` under the chart's Methods); front matter `sidebar_label`
 * would win over a generated label, so it travels in customProps and is
 * swapped in here. The full name stays as the link's tooltip.
 */
import type {ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof LinkType>;

export default function LinkWrapper(props: Props): ReactNode {
  const short = props.item.customProps?.shortLabel;
  if (typeof short !== 'string') return <Link {...props} />;
  return <Link {...props} item={{...props.item, label: short}} title={props.item.label} />;
}
