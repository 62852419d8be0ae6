import type { Notice } from '../document/editor-store';
import { downloadText } from '../files/download-mission';

export function NoticeDialog({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const { download } = notice;
  return (
    <div className="overlay">
      <section className="dialog" role="alertdialog" aria-labelledby="notice-title">
        <h2 id="notice-title">{notice.title}</h2>
        <ul className="issue-list">
          {notice.lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
        <div className="dialog-buttons">
          {download && (
            <button type="button" onClick={() => downloadText(download.fileName, download.text)}>
              {download.label}
            </button>
          )}
          <button type="button" onClick={onDismiss} autoFocus>
            OK
          </button>
        </div>
      </section>
    </div>
  );
}
