import type { TChatMessage } from '@mall/contract';
import { CHAT_REPORT_REASON_MAX } from '@mall/contract/wire';
import { Input, Modal } from 'antd';
import { useState } from 'react';

export interface TChatReportModalProps {
  /** The message being reported; null: closed. */
  message: TChatMessage | null;
  onSubmit: (input: { messageId: number; reason: string }) => Promise<unknown>;
  onClose: () => void;
}

/** 举报: a reason for the platform's content queue (one report per message; again changes nothing). */
export function ChatReportModal({ message, onSubmit, onClose }: TChatReportModalProps) {
  const [reason, setReason] = useState('');
  const [isSending, setSending] = useState(false);
  const submit = async () => {
    if (!message || !reason.trim()) return;
    setSending(true);
    try {
      await onSubmit({ messageId: message.id, reason: reason.trim() });
      setReason('');
      onClose();
    } catch {
      // Told by the request client; the reason stays.
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={message !== null}
      title="举报消息"
      okText="提交举报"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ disabled: !reason.trim(), loading: isSending, 'data-testid': 'chat-report-submit' }}
      destroyOnHidden
    >
      <p className="chat-report-hint">平台会核实被举报的消息，违规内容将被隐藏。</p>
      <Input.TextArea
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={CHAT_REPORT_REASON_MAX}
        showCount
        rows={3}
        placeholder="请填写举报原因，如骚扰、广告、诈骗等"
        data-testid="chat-report-reason"
      />
    </Modal>
  );
}
