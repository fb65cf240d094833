import { PictureOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX } from '@mall/contract/wire';
import { App, Button, Input } from 'antd';
import { type ChangeEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { imageUrl } from '../../../lib/image-url';
import { type TSessionRole, upload } from '../../../lib/request';
import { checkImageFile, IMAGE_ACCEPT } from '../../upload';
import './chat.css';

/** What the composer sends: text, or an uploaded picture's path. Cards go through the pending bar. */
export type TChatComposerSend = { kind: 'text'; content: string } | { kind: 'image'; content: string };

/** The card the page offers to send (the product or order the buyer came from). */
export interface TChatPendingCard {
  kind: 'product' | 'order';
  title: string;
  image: string;
  /** A price or an order number, under the title. */
  detail?: string;
}

export interface TChatComposerProps {
  /** Sends; resolves when the server has it (the text is cleared then), rejects to keep it. */
  onSend: (message: TChatComposerSend) => Promise<unknown>;
  /** Whose upload the picture is: the buyer's, or the shop's in the workbench. */
  uploadRole?: Extract<TSessionRole, 'user' | 'seller'>;
  pendingCard?: TChatPendingCard | null;
  onSendCard?: () => void;
  onDismissCard?: () => void;
  /** Buttons beside the picture button (the shop's quick replies). */
  extra?: ReactNode;
  /** Controlled text (a quick reply fills it); uncontrolled when absent. */
  text?: string;
  onTextChange?: (text: string) => void;
  isDisabled?: boolean;
  placeholder?: string;
}

/**
 * The input row of a conversation (DESIGN-OPERATE §J): Enter sends, Shift+Enter breaks the line, at
 * most CHAT_TEXT_MAX characters with a counter, a picture button (the upload call), and the card the
 * page offers (您正在咨询的商品/订单 … 发送). On a phone the page keeps it at the bottom of the visible
 * area (chat-layout's visualViewport height), so the keyboard never covers the last message.
 */
export function ChatComposer(props: TChatComposerProps) {
  const { onSend, uploadRole = 'user', pendingCard, onSendCard, onDismissCard, extra, isDisabled } = props;
  const { message: toast } = App.useApp();
  const [ownText, setOwnText] = useState('');
  const text = props.text ?? ownText;
  const setText = (next: string) => {
    if (props.onTextChange) props.onTextChange(next);
    else setOwnText(next);
  };
  const [isSending, setSending] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const sendText = async () => {
    const content = text.trim();
    if (!content || isSending || isDisabled) return;
    setSending(true);
    try {
      await onSend({ kind: 'text', content });
      setText('');
    } catch {
      // The request client has told the buyer why; the text stays to try again.
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void sendText();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await upload(file, file.name, { role: uploadRole });
      await onSend({ kind: 'image', content: uploaded.url });
    } catch {
      // Told by the request client.
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="chat-composer" data-testid="chat-composer">
      {pendingCard ? (
        <div className="chat-pending" data-testid="chat-pending-card">
          <img className="chat-pending-img" src={imageUrl(pendingCard.image, '86')} alt="" width={44} height={44} />
          <div className="chat-pending-body">
            <div className="chat-pending-label">
              {pendingCard.kind === 'product' ? '您正在咨询的商品' : '您正在咨询的订单'}
            </div>
            <div className="chat-pending-title">{pendingCard.title}</div>
            {pendingCard.detail ? <div className="chat-pending-detail">{pendingCard.detail}</div> : null}
          </div>
          <Button type="primary" size="small" onClick={onSendCard} disabled={isDisabled} data-testid="chat-send-card">
            {pendingCard.kind === 'product' ? '发送商品' : '发送订单'}
          </Button>
          {onDismissCard ? (
            <button type="button" className="chat-pending-close" aria-label="不发送" onClick={onDismissCard}>
              ×
            </button>
          ) : null}
        </div>
      ) : null}
      {extra ? <div className="chat-tools">{extra}</div> : null}
      <div className="chat-input-row">
        <Button
          className="chat-picture-button"
          onClick={() => fileInput.current?.click()}
          loading={isUploading}
          disabled={isDisabled}
          icon={<PictureOutlined />}
          aria-label="发送图片"
          title="发送图片"
        />
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          onChange={onFile}
          data-testid="chat-image-input"
        />
        <Input.TextArea
          className="chat-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={props.placeholder ?? '输入消息，Enter 发送'}
          disabled={isDisabled}
          aria-label="消息"
          data-testid="chat-input"
        />
        <div className="chat-send-col">
          <span className="chat-counter" aria-live="polite">
            {text.length}/{CHAT_TEXT_MAX}
          </span>
          <Button
            type="primary"
            onClick={() => void sendText()}
            loading={isSending}
            disabled={isDisabled || text.trim().length === 0}
            data-testid="chat-send"
          >
            发送
          </Button>
        </div>
      </div>
    </div>
  );
}
