import { runAdmin } from './admin-commands.js';
import { restrictNewFiles } from './lib/private-files.js';
import { loadSettings, SettingsError } from './settings.js';

restrictNewFiles();
try {
  process.exitCode = await runAdmin(process.argv.slice(2), {
    settings: loadSettings(),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} catch (error) {
  if (error instanceof SettingsError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
