import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useLoginModal } from '../../../stores/login-modal';
import { useSession } from '../../../stores/session';
import { useAddCommunity } from '../../catalogue';

const MAX_LENGTH = 500;

/** Share a post to the community (addCommunity, login required); the list reloads on success. */
export function CommunityComposer({ onPosted }: { onPosted: () => void }) {
  const isLoggedIn = useSession((s) => Boolean(s.token));
  const openLogin = useLoginModal((s) => s.open);
  const [content, setContent] = useState('');
  const post = useAddCommunity({
    onSuccess: () => {
      setContent('');
      toast.success('发布成功');
      onPosted();
    },
  });

  const publish = (text: string) => {
    if (!text.trim()) return toast.warning('请输入要分享的内容');
    if (!post.isPending) post.mutate({ content: text.trim() });
  };

  // A guest who wrote something is asked to log in, and the post goes out once the login succeeds
  // (closing the modal drops it, the text stays in the box); with nothing written it is only the login.
  const submit = () => {
    if (isLoggedIn) return publish(content);
    const text = content;
    openLogin(text.trim() ? () => publish(text) : undefined);
  };

  return (
    <div className="community-composer" data-testid="community-composer">
      <div className="community-composer-field">
        <textarea
          className="ui-input"
          rows={3}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder={isLoggedIn ? '分享你的智能生活：好用的设备、联动玩法、安装心得……' : '登录后即可分享你的智能生活'}
          maxLength={MAX_LENGTH}
          aria-label="动态内容"
        />
        <span className="community-composer-count" aria-hidden="true">
          {content.length} / {MAX_LENGTH}
        </span>
      </div>
      <Button type="primary" onClick={submit} loading={post.isPending} data-testid="community-submit">
        {isLoggedIn ? '发布' : '登录后发布'}
      </Button>
    </div>
  );
}
