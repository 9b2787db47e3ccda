import { describe, expect, it } from 'vitest';
import { parseContact } from './contact.js';

describe('parseContact', () => {
  it('makes a mailto: link of an e-mail address', () => {
    expect(parseContact(' admin@gatos.example.org ')).toEqual({
      kind: 'email',
      text: 'admin@gatos.example.org',
      href: 'mailto:admin@gatos.example.org',
    });
    expect(parseContact('mailto:admin@gatos.example.org')?.href).toBe(
      'mailto:admin@gatos.example.org',
    );
  });

  it('makes a tel: link of a phone number, keeping it as written for the text', () => {
    expect(parseContact('+55 (11) 91234-5678')).toEqual({
      kind: 'phone',
      text: '+55 (11) 91234-5678',
      href: 'tel:+5511912345678',
    });
    expect(parseContact('tel:3333-4444')?.href).toBe('tel:33334444');
  });

  it('takes https WhatsApp links only', () => {
    expect(parseContact('https://wa.me/5511912345678')).toEqual({
      kind: 'whatsapp',
      text: 'wa.me/5511912345678',
      href: 'https://wa.me/5511912345678',
    });
    expect(parseContact('https://chat.whatsapp.com/AbCdEf123')?.kind).toBe('whatsapp');
    expect(parseContact('https://api.whatsapp.com/send?phone=5511912345678')?.text).toBe(
      'api.whatsapp.com/send?phone=5511912345678',
    );
  });

  it.each([
    'http://wa.me/5511912345678',
    'https://evil.example.org/wa.me',
    'javascript:alert(1)',
    '123',
    '+55 11 91234-5678 ramal 2',
    '1234567890123456',
    'fale com a Ana',
    'admin@',
  ])('refuses %s', (value) => {
    expect(parseContact(value)).toBeNull();
  });
});
