import {describe, expect, it} from 'vitest';
import {chatWidgetTags, resolveChatWidget} from '../../plugins/chat-widget';
import {readBuildEnv} from '../../lib/env/build';
import {chatRegions} from '../../config/site';

const chatOptionsFromEnv = (env: NodeJS.ProcessEnv) => readBuildEnv(env).chat;

describe('chat widget plugin', () => {
  it('is off without an app id, whatever the region', () => {
    expect(resolveChatWidget(chatOptionsFromEnv({}))).toBeNull();
    expect(resolveChatWidget(chatOptionsFromEnv({CHAT_APP_ID: '  ', CHAT_REGION: 'eu'}))).toBeNull();
    expect(chatWidgetTags(null)).toEqual([]);
  });

  it.each(Object.entries(chatRegions))('loads the widget script with the %s API base', (region, apiBase) => {
    const widget = resolveChatWidget({appId: 'abc123', region})!;
    expect(widget.apiBase).toBe(apiBase);
    expect(widget.scriptSrc).toBe('https://widget.intercom.io/widget/abc123');
    const [tag] = chatWidgetTags(widget) as {innerHTML: string}[];
    expect(tag.innerHTML).toContain(`"api_base":"${apiBase}"`);
    expect(tag.innerHTML).toContain('"https://widget.intercom.io/widget/abc123"');
  });

  it('defaults to the us region', () => {
    expect(resolveChatWidget({appId: 'abc123'})!.region).toBe('us');
  });

  it('fails the build on an unknown region, naming the valid ones', () => {
    expect(() => resolveChatWidget({appId: 'abc123', region: 'au'})).toThrow(/unknown region "au".*us, eu, ap/);
    expect(() => resolveChatWidget({appId: 'abc123', region: '__proto__'})).toThrow(/unknown region/);
  });

  it('rejects an app id that could break out of the script', () => {
    expect(() => resolveChatWidget({appId: 'x";alert(1);//'})).toThrow(/not a valid app id/);
  });
});
