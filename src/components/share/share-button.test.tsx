import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/render';
import { ShareButton } from './share-button';
import type { ShareContent } from './share-types';

// jsdom has no canvas: the renderer stands in with a PNG-signed blob, or fails when a test says so.
const drawing = vi.hoisted(() => ({ fail: false, calls: 0 }));
vi.mock('./card-draw', () => ({
  renderCardPng: async () => {
    drawing.calls += 1;
    if (drawing.fail) throw new Error('Canvas 2D indisponível');
    return new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
  },
}));

let content: ShareContent;
// The share kit keeps the cards it made, by content: each test shares a card of its own.
let made = 0;
const newContent = (): ShareContent => ({
  card: { kind: 'dream', title: 'Cobra', headline: 'A cobra fala de traição.', groups: [{ group: 9, name: 'Cobra' }], milhares: [String(1000 + ++made)], terno: [], date: '24/11/2026' },
  title: 'Cobra | Livro dos Sonhos',
  text: 'Sonhei com Cobra! Grupo 09 - Cobra, milhar 1234. https://sonhoesorte.com.br/livro-dos-sonhos?sonho=Cobra',
  url: 'https://sonhoesorte.com.br/livro-dos-sonhos?sonho=Cobra',
  fileName: 'sonho cobra',
});

type Nav = { share?: unknown; canShare?: unknown; clipboard?: unknown };
const nav = navigator as unknown as Nav;

function stubWebShare(share: (data: ShareData) => Promise<void>, canShareFiles = true) {
  Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => canShareFiles || !data.files, configurable: true });
  return navigator.share as unknown as ReturnType<typeof vi.fn>;
}

beforeEach(() => {
  content = newContent();
  drawing.fail = false;
  drawing.calls = 0;
  URL.createObjectURL = vi.fn(() => 'blob:card');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  delete nav.share;
  delete nav.canShare;
});

describe('ShareButton', () => {
  it('hands the PNG card, the title and the text with the link to the share sheet', async () => {
    const share = stubWebShare(async () => undefined);
    render(<ShareButton content={content} />, { route: null });
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0]![0] as ShareData;
    expect(data.title).toBe('Cobra | Livro dos Sonhos');
    expect(data.text).toContain('/livro-dos-sonhos?sonho=Cobra');
    expect(data.files).toHaveLength(1);
    const file = data.files![0]!;
    expect(file.name).toBe('sonho-e-sorte-sonho-cobra.png');
    expect(file.type).toBe('image/png');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('draws the card before the tap (pointer over or focus) and only once', async () => {
    const share = stubWebShare(async () => undefined);
    render(<ShareButton content={content} />, { route: null });
    const button = screen.getByRole('button', { name: 'Compartilhar' });
    button.focus();
    await waitFor(() => expect(drawing.calls).toBe(1));
    await userEvent.click(button);
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(drawing.calls).toBe(1);
  });

  it('says nothing when the person closes the share sheet', async () => {
    stubWebShare(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    render(<ShareButton content={content} />, { route: null });
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(navigator.share).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the image again when the sheet refused it, for a fresh tap', async () => {
    const share = stubWebShare(async () => {
      throw new DOMException('Must be handling a user gesture', 'NotAllowedError');
    });
    render(<ShareButton content={content} />, { route: null });
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartilhar' });
    share.mockImplementation(async () => undefined);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Compartilhar imagem' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect((share.mock.calls[1]![0] as ShareData).files).toHaveLength(1);
  });

  it('without Web Share, offers the download, the text to copy and WhatsApp', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButton content={content} />, { route: null });
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartilhar' });
    const download = await within(dialog).findByRole('link', { name: 'Baixar imagem' });
    expect(download).toHaveAttribute('download', 'sonho-e-sorte-sonho-cobra.png');
    expect(download).toHaveAttribute('href', 'blob:card');
    const whatsapp = within(dialog).getByRole('link', { name: 'Enviar no WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(content.text)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar texto' }));
    expect(writeText).toHaveBeenCalledWith(content.text);
    expect(await screen.findByText('Texto copiado')).toBeInTheDocument();
  });

  it('shares the text alone when this device cannot draw the card', async () => {
    drawing.fail = true;
    const share = stubWebShare(async () => undefined);
    render(<ShareButton content={content} />, { route: null });
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0]).toEqual({ title: content.title, text: content.text });
  });
});
