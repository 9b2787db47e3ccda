import { describe, expect, it } from 'vitest';
import { whatsappChatUrl, whatsappShareUrl } from './whatsapp.js';

describe('WhatsApp links', () => {
  it('puts the text and the address in one encoded text parameter', () => {
    const url = whatsappShareUrl(
      'Nina está em Emergência & precisa de ajuda?',
      'https://g.example/cat/a1',
    );
    expect(url).toBe(
      'https://wa.me/?text=Nina%20est%C3%A1%20em%20Emerg%C3%AAncia%20%26%20precisa%20de%20ajuda%3F%20https%3A%2F%2Fg.example%2Fcat%2Fa1',
    );
    expect(new URL(url).searchParams.get('text')).toBe(
      'Nina está em Emergência & precisa de ajuda? https://g.example/cat/a1',
    );
  });

  it('opens a chat with the digits of a stored number', () => {
    expect(whatsappChatUrl('+5511987654321')).toBe('https://wa.me/5511987654321');
  });
});
