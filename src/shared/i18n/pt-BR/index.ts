import type { BaseTranslation } from '../i18n-types.js';
import { achievements } from './achievements.js';
import { auth } from './auth.js';
import { common } from './common.js';
import { enums } from './enums.js';
import { pages } from './pages.js';
import { home } from './home.js';
import { map } from './map.js';
import { location } from './location.js';
import { upload } from './upload.js';
import { accounts } from './accounts.js';
import { offline } from './offline.js';
import { feeding } from './feeding.js';
import { email } from './email.js';

const ptBR = {
  common,
  auth,
  achievements,
  enums,
  pages,
  home,
  map,
  location,
  upload,
  accounts,
  offline,
  feeding,
  email,
} satisfies BaseTranslation;

export default ptBR;
