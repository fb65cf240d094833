import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Input, Modal } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
// The editor's own look (its toolbar and body), wherever it is used: plans and the console's news.
import './plan.css';
import { checkImageFile, IMAGE_ACCEPT, uploadImage } from '../../upload';

interface TPlanEditorProps {
  /** The body's HTML; read once when the editor starts (antd Form's value). */
  value?: string;
  onChange?: (html: string) => void;
  /** The author left the editor (antd Form validates the body from then on). */
  onBlur?: () => void;
  id?: string;
  'aria-invalid'?: boolean;
  /** What the editor is called (its accessible name); 方案详情 unless told. */
  label?: string;
  /** Where pictures go (the console's upload for news); the buyer's upload unless told. */
  upload?: (file: File) => Promise<{ url: string }>;
}

function ToolButton({
  label,
  isActive = false,
  onClick,
  children,
  disabled,
}: {
  label: string;
  isActive?: boolean;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={isActive ? 'plan-tool is-active' : 'plan-tool'}
      aria-label={label}
      aria-pressed={isActive}
      title={label}
      disabled={disabled}
      // Keeps the selection in the editor while the button is pressed.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/**
 * The plan body's rich-text editor (Tiptap 3 on ProseMirror): headings, emphasis, lists, quotes,
 * links (http/https only) and pictures uploaded through the upload call. It writes HTML; the server
 * sanitizes it when it stores the plan (DESIGN.md §4). Loaded only by PlanAdd's chunk and the console's
 * news editor (its own upload call, `label` 资讯正文).
 */
export function PlanEditor({
  value = '',
  onChange,
  onBlur,
  id,
  'aria-invalid': isInvalid,
  label = '方案详情',
  upload = uploadImage,
}: TPlanEditorProps) {
  const [isLinkOpen, setIsLinkOpen] = useState(false);
  const [link, setLink] = useState('');
  const [isUploading, setIsUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // What the form holds: a transaction that leaves the HTML as it was (the editor normalizing its
  // first document) is no edit, and must not validate the empty field before the author typed.
  const emitted = useRef(value);
  const blurred = useRef(onBlur);
  blurred.current = onBlur;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        link: { openOnClick: false, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        class: 'plan-editor-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'data-testid': 'plan-editor',
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      if (html === emitted.current) return;
      emitted.current = html;
      onChange?.(html);
    },
    onBlur: () => blurred.current?.(),
  });

  const insertPicture = async (file: File | undefined) => {
    if (!file || !editor) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.warning(problem);
      return;
    }
    setIsUploading(true);
    try {
      const r = await upload(file);
      editor
        .chain()
        .focus()
        .setImage({ src: r.url, alt: file.name.slice(0, 60) })
        .run();
    } catch {
      // The request client toasted the reason.
    } finally {
      setIsUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };

  const applyLink = () => {
    if (!editor) return;
    const href = link.trim();
    if (!href) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!/^https?:\/\/[^\s]+$/i.test(href)) {
      toast.warning('链接须以 http:// 或 https:// 开头');
      return;
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setIsLinkOpen(false);
  };

  if (!editor) return <div className="plan-editor is-loading" />;
  const chain = () => editor.chain().focus();
  return (
    <div className={isInvalid ? 'plan-editor is-invalid' : 'plan-editor'}>
      <div className="plan-toolbar" role="toolbar" aria-label="格式">
        <ToolButton
          label="H2 二级标题"
          isActive={editor.isActive('heading', { level: 2 })}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </ToolButton>
        <ToolButton
          label="H3 三级标题"
          isActive={editor.isActive('heading', { level: 3 })}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </ToolButton>
        <ToolButton label="加粗" isActive={editor.isActive('bold')} onClick={() => chain().toggleBold().run()}>
          <BoldOutlined />
        </ToolButton>
        <ToolButton label="斜体" isActive={editor.isActive('italic')} onClick={() => chain().toggleItalic().run()}>
          <ItalicOutlined />
        </ToolButton>
        <ToolButton
          label="下划线"
          isActive={editor.isActive('underline')}
          onClick={() => chain().toggleUnderline().run()}
        >
          <UnderlineOutlined />
        </ToolButton>
        <ToolButton label="删除线" isActive={editor.isActive('strike')} onClick={() => chain().toggleStrike().run()}>
          <StrikethroughOutlined />
        </ToolButton>
        <ToolButton
          label="无序列表"
          isActive={editor.isActive('bulletList')}
          onClick={() => chain().toggleBulletList().run()}
        >
          <UnorderedListOutlined />
        </ToolButton>
        <ToolButton
          label="有序列表"
          isActive={editor.isActive('orderedList')}
          onClick={() => chain().toggleOrderedList().run()}
        >
          <OrderedListOutlined />
        </ToolButton>
        <ToolButton
          label="引用"
          isActive={editor.isActive('blockquote')}
          onClick={() => chain().toggleBlockquote().run()}
        >
          “
        </ToolButton>
        <ToolButton
          label="链接"
          isActive={editor.isActive('link')}
          onClick={() => {
            setLink((editor.getAttributes('link').href as string | undefined) ?? '');
            setIsLinkOpen(true);
          }}
        >
          <LinkOutlined />
        </ToolButton>
        <ToolButton label="插入图片" onClick={() => picker.current?.click()} disabled={isUploading}>
          <PictureOutlined />
        </ToolButton>
        <ToolButton label="撤销" onClick={() => chain().undo().run()} disabled={!editor.can().undo()}>
          <UndoOutlined />
        </ToolButton>
        <ToolButton label="重做" onClick={() => chain().redo().run()} disabled={!editor.can().redo()}>
          <RedoOutlined />
        </ToolButton>
        <input
          ref={picker}
          type="file"
          accept={IMAGE_ACCEPT}
          className="plan-editor-file"
          aria-label="选择要插入的图片"
          tabIndex={-1}
          onChange={(e) => void insertPicture(e.target.files?.[0])}
        />
      </div>
      <EditorContent editor={editor} />
      <Modal
        open={isLinkOpen}
        title="插入链接"
        okText="确定"
        cancelText="取消"
        onOk={applyLink}
        onCancel={() => setIsLinkOpen(false)}
        destroyOnHidden
      >
        <Input
          value={link}
          onChange={(e) => setLink(e.target.value)}
          placeholder="https://example.com（留空则移除链接）"
          aria-label="链接地址"
          inputMode="url"
          onPressEnter={applyLink}
        />
      </Modal>
    </div>
  );
}
