/**
 * Tessera webhooks for the webhook lab on docs/webhooks.mdx: signing, reading
 * pasted headers, verifying with reasons, example messages and their curl
 * command. Framework-free; browsers and Node both run it on WebCrypto.
 */
export * from './signature';
export * from './headers';
export * from './message';
export * from './verify';
