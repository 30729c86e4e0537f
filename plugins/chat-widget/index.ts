/**
 * Customer chat widget (Intercom-style messenger).
 *
 * Off unless an app id is configured: then every page gets a small inline
 * script that sets the widget settings and loads the provider's script
 * asynchronously, after the page itself. Regions pick the API base; an
 * unknown region stops the build, because a typo would otherwise send
 * visitors' messages to the wrong data centre.
 */
import type {LoadContext, Plugin, HtmlTags} from '@docusaurus/types';
import {chatRegions, chatWidgetScript, type ChatRegion} from '../../config/site';

export type ChatWidgetOptions = {appId?: string; region?: string};

export type ResolvedChatWidget = {appId: string; region: ChatRegion; apiBase: string; scriptSrc: string};

const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Validates options; returns null when the widget is off. Throws on bad configuration. */
export function resolveChatWidget(options: ChatWidgetOptions): ResolvedChatWidget | null {
  if (!options.appId) return null;
  if (!APP_ID.test(options.appId)) {
    throw new Error(`Chat widget: CHAT_APP_ID "${options.appId}" is not a valid app id (letters, digits, _ and - only).`);
  }
  const region = options.region ?? 'us';
  if (!Object.hasOwn(chatRegions, region)) {
    throw new Error(`Chat widget: unknown region "${region}". Set CHAT_REGION to one of ${Object.keys(chatRegions).join(', ')}.`);
  }
  const known = region as ChatRegion;
  return {appId: options.appId, region: known, apiBase: chatRegions[known], scriptSrc: chatWidgetScript(options.appId)};
}

/** The tags injected at the end of <body>; empty when the widget is off. */
export function chatWidgetTags(widget: ResolvedChatWidget | null): HtmlTags {
  if (!widget) return [];
  const settings = JSON.stringify({app_id: widget.appId, api_base: widget.apiBase}).replace(/</g, '\\u003c');
  const loader = [
    `window.intercomSettings=${settings};`,
    `window.addEventListener('load',function(){var s=document.createElement('script');`,
    `s.async=true;s.src=${JSON.stringify(widget.scriptSrc)};s.id='chat-widget-script';document.body.appendChild(s);});`,
  ].join('');
  return [{tagName: 'script', attributes: {id: 'chat-widget-settings'}, innerHTML: loader}];
}

export default function chatWidgetPlugin(_context: LoadContext, options: ChatWidgetOptions): Plugin {
  const widget = resolveChatWidget(options);
  return {
    name: 'tessera-chat-widget',
    injectHtmlTags() {
      return {postBodyTags: chatWidgetTags(widget)};
    },
  };
}
