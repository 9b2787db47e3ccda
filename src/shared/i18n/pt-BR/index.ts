import type { BaseTranslation } from '../i18n-types.js';
import { achievements } from './achievements.js';
import { auth } from './auth.js';
import { bonus } from './bonus.js';
import { common } from './common.js';
import { enums } from './enums.js';
import { errors } from './errors.js';
import { pages } from './pages.js';
import { cat } from './cat.js';
import { addCat } from './addCat.js';
import { checkin } from './checkin.js';
import { home } from './home.js';
import { map } from './map.js';
import { location } from './location.js';
import { upload } from './upload.js';
import { profile } from './profile.js';
import { settings } from './settings.js';
import { ranking } from './ranking.js';
import { achievementsPage } from './achievementsPage.js';
import { lists } from './lists.js';
import { pages2 } from './pages2.js';
import { carers } from './carers.js';
import { colonies } from './colonies.js';
import { rota } from './rota.js';
import { accounts } from './accounts.js';
import { offline } from './offline.js';
import { adminHealth } from './adminHealth.js';
import { email } from './email.js';
import { notify } from './notify.js';
import { moderation } from './moderation.js';
import { tnr } from './tnr.js';
import { reports } from './reports.js';

const ptBR = {
  common,
  auth,
  errors,
  achievements,
  bonus,
  enums,
  pages,
  cat,
  addCat,
  checkin,
  home,
  map,
  location,
  upload,
  profile,
  settings,
  ranking,
  achievementsPage,
  lists,
  pages2,
  carers,
  colonies,
  rota,
  accounts,
  offline,
  adminHealth,
  email,
  notify,
  moderation,
  tnr,
  reports,
} satisfies BaseTranslation;

export default ptBR;
