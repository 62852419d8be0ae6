import type { Notice } from '../document/editor-store';

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
        <button type="button" onClick={onDismiss} autoFocus>
          OK
        </button>
      </section>
    </div>
  );
}
