import type { Notice } from '../document/editor-store';
import { downloadText } from '../files/download-mission';

export function NoticeDialog({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  return (
    <div className="overlay">
      <section className="dialog" role="alertdialog" aria-labelledby="notice-title">
        <h2 id="notice-title">{notice.title}</h2>
        <ul className="issue-list">
          {notice.lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
        {notice.download && (
          <button type="button" onClick={() => notice.download && downloadText(notice.download.fileName, notice.download.text)}>
            {notice.download.label}
          </button>
        )}
        <button type="button" onClick={onDismiss} autoFocus>
          OK
        </button>
      </section>
    </div>
  );
}
