import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { CHAT_QUICK_REPLY_LIMIT, CHAT_QUICK_REPLY_MAX } from '@mall/contract/wire';
import { Alert, Button, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { RequestError } from '../../../lib/request';
import { toast } from '../../../lib/toast';
import { useSaveQuickReplies } from '../api/save-quick-replies';
import {
  addQuickReply,
  moveQuickReply,
  quickRepliesRefusal,
  removeQuickReply,
  replaceQuickReply,
} from '../quick-replies';

export interface TQuickRepliesModalProps {
  isOpen: boolean;
  replies: readonly string[];
  onClose: () => void;
}

/**
 * 管理快捷回复: add, edit, delete and reorder (up/down) the shop's replies, saved whole. A refusal
 * (407: a reply too long or empty, the list too long) stays in the modal with the server's words.
 */
export function QuickRepliesModal({ isOpen, replies, onClose }: TQuickRepliesModalProps) {
  const [draft, setDraft] = useState<string[]>([...replies]);
  const [newReply, setNewReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveQuickReplies();

  useEffect(() => {
    if (!isOpen) return;
    setDraft([...replies]);
    setNewReply('');
    setProblem(null);
  }, [isOpen, replies]);

  const edit = (next: string[]) => {
    setDraft(next);
    setProblem(null);
  };

  const submit = async () => {
    // A reply typed but not yet added goes along: the numbers in a refusal then match the rows.
    const list = newReply.trim() ? addQuickReply(draft, newReply) : draft;
    setDraft(list);
    setNewReply('');
    try {
      await save.mutateAsync({ replies: list });
      toast.success('快捷回复已保存');
      onClose();
    } catch (error) {
      setProblem(
        error instanceof RequestError ? quickRepliesRefusal(error.message, error.field) : '保存失败，请稍后再试',
      );
    }
  };

  const isFull = draft.length >= CHAT_QUICK_REPLY_LIMIT;
  return (
    <Modal
      open={isOpen}
      title="管理快捷回复"
      okText="保存"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'seller-chat-quick-save' }}
      destroyOnHidden
      width={560}
    >
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={problem}
          style={{ marginBottom: 12 }}
          data-testid="seller-chat-quick-error"
        />
      ) : null}
      <ol className="seller-quick-edit">
        {draft.map((reply, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; moving swaps their texts
          <li key={i} className="seller-quick-edit-row">
            <Input.TextArea
              value={reply}
              onChange={(e) => edit(replaceQuickReply(draft, i, e.target.value))}
              autoSize={{ minRows: 1, maxRows: 4 }}
              status={reply.trim().length > CHAT_QUICK_REPLY_MAX ? 'error' : undefined}
              aria-label={`快捷回复${i + 1}`}
              data-testid="seller-chat-quick-edit"
            />
            <span className="seller-quick-edit-count">
              {reply.trim().length}/{CHAT_QUICK_REPLY_MAX}
            </span>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label="上移"
              disabled={i === 0}
              onClick={() => edit(moveQuickReply(draft, i, -1))}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label="下移"
              disabled={i === draft.length - 1}
              onClick={() => edit(moveQuickReply(draft, i, 1))}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label="删除"
              onClick={() => edit(removeQuickReply(draft, i))}
            />
          </li>
        ))}
      </ol>
      <div className="seller-quick-add">
        <Input
          value={newReply}
          onChange={(e) => setNewReply(e.target.value)}
          onPressEnter={() => {
            edit(addQuickReply(draft, newReply));
            setNewReply('');
          }}
          placeholder={isFull ? `最多${CHAT_QUICK_REPLY_LIMIT}条` : '新的快捷回复，如：亲，今天下单明天发货'}
          disabled={isFull}
          data-testid="seller-chat-quick-new"
        />
        <Button
          disabled={isFull || !newReply.trim()}
          onClick={() => {
            edit(addQuickReply(draft, newReply));
            setNewReply('');
          }}
          data-testid="seller-chat-quick-add"
        >
          添加
        </Button>
      </div>
    </Modal>
  );
}
