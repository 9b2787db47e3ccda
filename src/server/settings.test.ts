import { resticSettings } from './restic.js';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createHarness } from './test/harness.js';
import { backupDir, loadSettings, SettingsError, smtpConfigured } from './settings.js';

describe('settings', () => {
  it('has the documented defaults', () => {
    const s = loadSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.HOST).toBe('0.0.0.0');
    expect(s.DATABASE_PATH).toBe('./data/gateiros.db');
    expect(s.UPLOADS_DIR).toBe('./uploads');
    expect(s.TZ_COMMUNITY).toBe('America/Sao_Paulo');
    expect(s.DEFAULT_LOCATION).toEqual({ latitude: -23.5505, longitude: -46.6333 });
    expect(s.DEMO_DATA).toBe(true);
    expect(s.CORS_ORIGINS).toEqual([]);
    expect(s.REGISTRATION_MODE).toBe('open');
    expect(s.MAP_TILE_URL).toContain('{z}');
    expect(s.MAP_TILE_BULK_DOWNLOAD).toBe(false);
    expect(s.MAP_TILE_OFFLINE_MAX_ZOOM).toBe(17);
    expect(s.REQUEST_TIMEOUT_SECONDS).toBe(120);
    expect(s.BACKUP_EVERY_HOURS).toBe(24);
    expect(s.BACKUP_KEEP).toBe(14);
    expect(backupDir(s)).toBe(join('data', 'backups'));
    expect(backupDir(loadSettings({ BACKUP_DIR: '/mnt/usb/gateiros' }))).toBe('/mnt/usb/gateiros');
  });

  it('parses lists, booleans and locations', () => {
    const s = loadSettings({
      REGISTRATION_MODE: 'approval',
      CORS_ORIGINS: 'https://app.example.org',
      DEMO_DATA: 'false',
      DEFAULT_LOCATION: '-22.9, -43.2',
      PORT: ' 8080 ',
      JWT_SECRET: '',
      REQUEST_TIMEOUT_SECONDS: '300',
    });
    expect(s.REGISTRATION_MODE).toBe('approval');
    expect(s.CORS_ORIGINS).toEqual(['https://app.example.org']);
    expect(s.DEMO_DATA).toBe(false);
    expect(s.DEFAULT_LOCATION).toEqual({ latitude: -22.9, longitude: -43.2 });
    expect(s.PORT).toBe(8080);
    expect(s.JWT_SECRET).toBeUndefined();
    expect(s.REQUEST_TIMEOUT_SECONDS).toBe(300);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['TZ_COMMUNITY', 'Mars/Olympus'],
    ['DEFAULT_LOCATION', '95,10'],
    ['DEFAULT_LOCATION', 'here'],
    ['MAP_TILE_URL', 'https://tiles.example.org/tile.png'],
    ['MAP_TILE_BULK_DOWNLOAD', 'yes'],
    ['MAP_TILE_OFFLINE_MAX_ZOOM', '20'],
    ['MAP_TILE_OFFLINE_MAX_ZOOM', '16.5'],
    ['DEMO_DATA', 'yes'],
    ['REGISTRATION_MODE', 'closed'],
    ['JWT_SECRET', 'short'],
    ['CORS_ORIGINS', 'ftp://x'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['REQUEST_TIMEOUT_SECONDS', '1.5'],
    ['REQUEST_TIMEOUT_SECONDS', '7200'],
    ['BACKUP_EVERY_HOURS', '-1'],
    ['BACKUP_EVERY_HOURS', '1000'],
    ['BACKUP_KEEP', '0'],
    ['BACKUP_KEEP', 'all'],
  ])('rejects %s=%s naming the setting', (key, value) => {
    expect(() => loadSettings({ [key]: value })).toThrow(SettingsError);
    expect(() => loadSettings({ [key]: value })).toThrow(new RegExp(`${key}: \\S`));
  });

  it('takes SMTP settings only together: host, sender and public address', () => {
    expect(() => loadSettings({ SMTP_HOST: 'smtp.example.org' })).toThrow(/SMTP_FROM: is needed/);
    expect(() => loadSettings({ SMTP_HOST: 'smtp.example.org' })).toThrow(/PUBLIC_URL: is needed/);
    expect(() => loadSettings({ SMTP_USER: 'gateiros' })).toThrow(/SMTP_USER: needs SMTP_HOST/);
    expect(() => loadSettings({ SMTP_TLS: 'ssl' })).toThrow(/SMTP_TLS: must be starttls/);
    const smtp = {
      SMTP_HOST: 'smtp.example.org',
      SMTP_FROM: 'Gateiros <gateiros@example.org>',
      PUBLIC_URL: 'https://gateiros.example.org',
      SMTP_USER: 'gateiros',
    };
    expect(() => loadSettings(smtp)).toThrow(
      /SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together/,
    );
    const ok = loadSettings({ ...smtp, SMTP_PASSWORD: 'segredo' });
    expect(smtpConfigured(ok)).toBe(true);
    expect(ok).toMatchObject({ SMTP_PORT: 587, SMTP_TLS: 'starttls' });
    expect(smtpConfigured(loadSettings({}))).toBe(false);
  });

  it('stops on ADMIN_EMAILS, naming the admin command to use instead', () => {
    const load = () => loadSettings({ ADMIN_EMAILS: 'chefe@example.com', PORT: '8080' });
    expect(load).toThrow(SettingsError);
    expect(load).toThrow(/ADMIN_EMAILS: no longer supported/);
    expect(load).toThrow(/npm run admin -- create-admin EMAIL/);
    // Set but empty counts as unset, like every other setting.
    expect(loadSettings({ ADMIN_EMAILS: ' ' }).PORT).toBe(3000);
  });

  it('makes the real server exit at startup when ADMIN_EMAILS is set', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ADMIN_EMAILS: 'chefe@example.com', DATABASE_PATH: ':memory:' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ADMIN_EMAILS: no longer supported');
    expect(run.stderr).toContain('npm run admin -- create-admin EMAIL');
  });

  it('reads COMMUNITY_CONTACT as a link: e-mail, phone or WhatsApp; anything else stops startup', () => {
    expect(loadSettings({}).COMMUNITY_CONTACT).toBeUndefined();
    expect(
      loadSettings({ COMMUNITY_CONTACT: ' admin@gatos.example.org ' }).COMMUNITY_CONTACT,
    ).toEqual({
      kind: 'email',
      text: 'admin@gatos.example.org',
      href: 'mailto:admin@gatos.example.org',
    });
    expect(loadSettings({ COMMUNITY_CONTACT: '+55 11 91234-5678' }).COMMUNITY_CONTACT).toEqual({
      kind: 'phone',
      text: '+55 11 91234-5678',
      href: 'tel:+5511912345678',
    });
    expect(
      loadSettings({ COMMUNITY_CONTACT: 'https://wa.me/5511912345678' }).COMMUNITY_CONTACT,
    ).toMatchObject({ kind: 'whatsapp', href: 'https://wa.me/5511912345678' });
    for (const bad of ['Fale com a Ana', 'http://wa.me/5511912345678', 'javascript:alert(1)']) {
      const load = () => loadSettings({ COMMUNITY_CONTACT: bad });
      expect(load).toThrow(SettingsError);
      expect(load).toThrow(
        /COMMUNITY_CONTACT: must be an e-mail address, a phone number or a WhatsApp link/,
      );
    }
  });

  it('gives the client COMMUNITY_CONTACT through config.public (null when unset)', async () => {
    const contact = loadSettings({
      COMMUNITY_CONTACT: 'admin@gatos.example.org',
    }).COMMUNITY_CONTACT;
    const h = createHarness({ settings: { COMMUNITY_CONTACT: contact } });
    try {
      expect((await h.anon.config.public()).communityContact).toEqual({
        kind: 'email',
        text: 'admin@gatos.example.org',
        href: 'mailto:admin@gatos.example.org',
      });
    } finally {
      h.close();
    }
    const none = createHarness();
    try {
      expect((await none.anon.config.public()).communityContact).toBeNull();
    } finally {
      none.close();
    }
  });

  it('gives the client the offline map settings through config.public (off by default)', async () => {
    const on = createHarness({
      settings: { MAP_TILE_BULK_DOWNLOAD: true, MAP_TILE_OFFLINE_MAX_ZOOM: 16 },
    });
    try {
      expect(await on.anon.config.public()).toMatchObject({
        mapTileBulkDownload: true,
        mapTileOfflineMaxZoom: 16,
      });
    } finally {
      on.close();
    }
    const off = createHarness();
    try {
      expect(await off.anon.config.public()).toMatchObject({
        mapTileBulkDownload: false,
        mapTileOfflineMaxZoom: 17,
      });
    } finally {
      off.close();
    }
  });

  it('says what is wrong in plain words', () => {
    expect(() => loadSettings({ TZ_COMMUNITY: 'Nowhere' })).toThrow(/IANA time zone/);
    expect(() => loadSettings({ PORT: '70000' })).toThrow(/at most 65535/);
  });

  it('reads the off-site restic settings, restic’s own names too, and gives restic only its variables', () => {
    expect(resticSettings(loadSettings({}))).toBeNull();
    const s3 = loadSettings({
      BACKUP_RESTIC_REPOSITORY: 's3:s3.amazonaws.com/gateiros-backups',
      BACKUP_RESTIC_PASSWORD: 'segredo',
      BACKUP_KEEP: '9',
      AWS_ACCESS_KEY_ID: 'AKIA0000',
      AWS_SECRET_ACCESS_KEY: 'chave',
      PATH: '/usr/bin',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_PASSWORD: '',
    });
    expect(resticSettings(s3)).toEqual({
      repository: 's3:s3.amazonaws.com/gateiros-backups',
      keep: 9,
      timeoutMs: 120 * 60 * 1000,
      env: {
        RESTIC_REPOSITORY: 's3:s3.amazonaws.com/gateiros-backups',
        RESTIC_PASSWORD: 'segredo',
        AWS_ACCESS_KEY_ID: 'AKIA0000',
        AWS_SECRET_ACCESS_KEY: 'chave',
        PATH: '/usr/bin',
      },
    });
    const own = loadSettings({
      RESTIC_REPOSITORY: 'b2:gateiros:backups',
      RESTIC_PASSWORD_FILE: '/run/secrets/restic',
      BACKUP_RESTIC_KEEP: '30',
      B2_ACCOUNT_ID: 'id',
      B2_ACCOUNT_KEY: 'key',
    });
    expect(resticSettings(own)).toMatchObject({
      keep: 30,
      env: {
        RESTIC_REPOSITORY: 'b2:gateiros:backups',
        RESTIC_PASSWORD_FILE: '/run/secrets/restic',
        B2_ACCOUNT_ID: 'id',
        B2_ACCOUNT_KEY: 'key',
      },
    });
    expect(() => loadSettings({ BACKUP_RESTIC_REPOSITORY: '/mnt/offsite' })).toThrow(
      /BACKUP_RESTIC_PASSWORD: is needed with BACKUP_RESTIC_REPOSITORY/,
    );
    expect(() => loadSettings({ BACKUP_RESTIC_PASSWORD: 'segredo' })).toThrow(
      /BACKUP_RESTIC_PASSWORD: needs BACKUP_RESTIC_REPOSITORY/,
    );
    expect(() => loadSettings({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
    // restic runs inside the backup's folder: relative folders are made absolute first.
    const relative = resticSettings(
      loadSettings({
        BACKUP_RESTIC_REPOSITORY: './offsite',
        RESTIC_PASSWORD_FILE: 'secrets/restic',
        RESTIC_CACHE_DIR: 'cache',
      }),
    )!;
    expect(relative.repository).toBe(join(process.cwd(), 'offsite'));
    expect(relative.env).toMatchObject({
      RESTIC_REPOSITORY: join(process.cwd(), 'offsite'),
      RESTIC_PASSWORD_FILE: join(process.cwd(), 'secrets/restic'),
      RESTIC_CACHE_DIR: join(process.cwd(), 'cache'),
    });
    expect(
      resticSettings(loadSettings({ RESTIC_REPOSITORY: 'local:data/x', RESTIC_PASSWORD: 'p' }))!
        .repository,
    ).toBe(`local:${join(process.cwd(), 'data/x')}`);
    expect(
      resticSettings(
        loadSettings({
          RESTIC_REPOSITORY: 'sftp:gateiros@backup.example.org:/srv/restic',
          RESTIC_PASSWORD: 'p',
        }),
      )!.repository,
    ).toBe('sftp:gateiros@backup.example.org:/srv/restic');
  });
});
