import type {DemoWorkspace} from '../sandbox/demo';
import {demoKeyMapping, placeholdersIn, type KeyMapping} from './samples';

/** The code the playground opens with when the link names no sample: the demo event, prices, a session and a few callbacks. */
export function starter(eventKey: string): string {
  return `new tessera.SeatingChart({
  divId: 'chart',
  workspaceKey: 'YOUR_WORKSPACE_KEY',
  event: '${eventKey}',
  session: 'continue',
  maxSelectedObjects: 4,
  pricing: {
    prices: [
      {category: 1, price: 45},
      {category: 2, price: 30},
      {category: 'wheelchair', price: 30},
    ],
    priceFormatter: (price) => '€' + price,
  },
  selectionValidators: [{type: 'noOrphanSeats'}],
  onObjectSelected: (object) => console.log('Selected', object.label),
  onHoldTokenExpired: () => console.log('The hold expired: start again.'),
}).render();
`;
}

/**
 * What the starter's placeholder keys run as. The starter uses only the demo workspace's fixed keys, so no
 * run of it needs the sandbox for this: the boot frame's run and the page's note before the sandbox has
 * loaded both take it from here.
 */
export function starterKeys(demo: Pick<DemoWorkspace, 'publicKey' | 'events' | 'charts'>): KeyMapping[] {
  return placeholdersIn(starter(demo.events.concert)).flatMap((key) => demoKeyMapping(key, demo) ?? []);
}
