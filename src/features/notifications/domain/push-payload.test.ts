import { describe, expect, it } from 'vitest';
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, appPath, notificationOptions, readPushPayload } from './push-payload';

const ORIGIN = 'https://sonhoesorte.com.br';

describe('readPushPayload', () => {
  it('takes the contract JSON as given', () => {
    const message = JSON.stringify({
      title: 'Resultado PT Rio 14h',
      body: '1º 4735 · Grupo 09 · Cobra',
      url: '/resultados?loteria=PT%20Rio&data=2026-11-24',
      tag: 'resultado:PT Rio',
    });
    expect(readPushPayload(message, ORIGIN)).toEqual({
      title: 'Resultado PT Rio 14h',
      body: '1º 4735 · Grupo 09 · Cobra',
      url: '/resultados?loteria=PT%20Rio&data=2026-11-24',
      tag: 'resultado:PT Rio',
    });
  });

  it('shows a plain notification for a message that breaks the contract, since the browser requires one', () => {
    for (const broken of [null, '', 'not json', '42', 'null', JSON.stringify({ body: 'no title' }), JSON.stringify({ title: '   ' })]) {
      expect(readPushPayload(broken, ORIGIN)).toMatchObject({ title: 'Sonho & Sorte', url: '/', tag: '' });
    }
  });

  it('fills what is missing and cuts what is too long', () => {
    const payload = readPushPayload(JSON.stringify({ title: 'x'.repeat(500), body: 7 }), ORIGIN);
    expect(payload.title).toHaveLength(120);
    expect(payload).toMatchObject({ body: '', url: '/', tag: '' });
  });
});

describe('appPath', () => {
  it('keeps addresses of the app, path, query and hash', () => {
    expect(appPath('/resultados?loteria=PT%20Rio', ORIGIN)).toBe('/resultados?loteria=PT%20Rio');
    expect(appPath(`${ORIGIN}/palpites#hoje`, ORIGIN)).toBe('/palpites#hoje');
    expect(appPath('palpites', ORIGIN)).toBe('/palpites');
  });

  it('never leads a tap to another site', () => {
    expect(appPath('https://example.com/resultados', ORIGIN)).toBe('/');
    expect(appPath('//example.com/x', ORIGIN)).toBe('/');
    expect(appPath('javascript:alert(1)', ORIGIN)).toBe('/');
    expect(appPath(undefined, ORIGIN)).toBe('/');
  });
});

describe('notificationOptions', () => {
  it('carries the body, the app icon and badge, and the address to open', () => {
    const options = notificationOptions({ title: 'T', body: 'B', url: '/resultados', tag: 'resultado:Bahia' });
    expect(options).toMatchObject({
      body: 'B',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      tag: 'resultado:Bahia',
      renotify: true,
      data: { url: '/resultados' },
    });
  });

  it('sets no tag (and so no renotify, which the browser would refuse) when the message has none', () => {
    const options = notificationOptions({ title: 'T', body: 'B', url: '/', tag: '' });
    expect(options).not.toHaveProperty('tag');
    expect(options).not.toHaveProperty('renotify');
  });
});
