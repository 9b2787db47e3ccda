import { useI18nContext } from '../../shared/i18n/i18n-react.js';
import { cancelUpload, useUploadProgress } from '../lib/upload-progress.js';
import { ProgressBar } from './progress-bar.js';
import './upload-progress.css';

/** The photo upload under way: a progress bar, with a cancel button. */
export function UploadProgress() {
  const { LL } = useI18nContext();
  const { phase, loaded, total } = useUploadProgress();
  if (phase === 'idle') return null;
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  const text = LL.upload.progress({ percent });
  return (
    <div className="upload-progress" role="region" aria-label={LL.upload.label()}>
      <p className="upload-progress__text" aria-live="polite">
        {text}
      </p>
      <ProgressBar
        className="upload-progress__bar"
        label={LL.upload.label()}
        percent={percent}
        text={text}
      />
      <button type="button" className="btn btn--secondary" onClick={cancelUpload}>
        {LL.upload.cancel()}
      </button>
    </div>
  );
}
