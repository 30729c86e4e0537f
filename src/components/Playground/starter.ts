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
