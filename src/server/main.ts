import { restrictNewFiles } from './lib/private-files.js';
import { serve } from './serve.js';
import { loadSettings, SettingsError } from './settings.js';

function settingsOrExit() {
  try {
    return loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

restrictNewFiles();
await serve(settingsOrExit());
