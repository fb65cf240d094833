import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';

export interface TQuickReplyBarProps {
  replies: readonly string[] | undefined;
  /** A reply was clicked: the page puts it in the input. */
  onPick: (reply: string) => void;
  onManage: () => void;
}

/** The shop's quick replies above the composer, one click each, and 管理快捷回复. */
export function QuickReplyBar({ replies, onPick, onManage }: TQuickReplyBarProps) {
  return (
    <section className="seller-chat-quick" aria-label="快捷回复">
      <div className="seller-chat-quick-list">
        {replies && replies.length > 0 ? (
          replies.map((reply, i) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: two replies may read the same; the list is replaced whole
              key={i}
              type="button"
              className="seller-chat-quick-item"
              title={reply}
              onClick={() => onPick(reply)}
              data-testid="seller-chat-quick-reply"
            >
              {reply}
            </button>
          ))
        ) : (
          <span className="seller-chat-quick-empty">还没有快捷回复</span>
        )}
      </div>
      <Button
        size="small"
        type="link"
        icon={<SettingOutlined />}
        onClick={onManage}
        data-testid="seller-chat-quick-manage"
      >
        管理快捷回复
      </Button>
    </section>
  );
}
