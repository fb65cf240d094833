import { CameraOutlined, LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { regionOptions, regionText, type TRegionOption, type TUserInfo } from '@mall/contract';
import { Avatar, Button, Cascader, Descriptions, Form, Input, Skeleton, Upload } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useAntdPhone } from '../../../components/use-antd-phone';
import { useUserInfo } from '../../../features/account/api/get-user-info';
import { useUpdateUser } from '../../../features/account/api/update-user';
import { checkImageFile, IMAGE_ACCEPT, uploadImage } from '../../../features/upload';
import { formatDate, maskPhone } from '../../../lib/format';
import { imageUrl } from '../../../lib/image-url';
import { toast } from '../../../lib/toast';

let regionTree: TRegionOption[] | null = null;
/** The province/city/district tree, built once on first use (about 3 500 nodes). */
function regionTreeOnce(): TRegionOption[] {
  regionTree ??= regionOptions();
  return regionTree;
}

interface TInfoForm {
  nickname: string;
  region: string[];
}

function ProfileForm({ user }: { user: TUserInfo }) {
  const [form] = Form.useForm<TInfoForm>();
  const updateUser = useUpdateUser();
  const [icon, setIcon] = useState(user.icon);
  const [isUploading, setIsUploading] = useState(false);
  // One column on a phone (a breakpoint below antd's md matches): labels above the fields.
  const isPhone = useAntdPhone();
  const region = Form.useWatch('region', form) ?? [];
  const regionLabel = regionText(region[0], region[1], region[2]).text;

  const onFinish = async ({ nickname, region: codes = [] }: TInfoForm) => {
    if (updateUser.isPending) return;
    try {
      await updateUser.mutateAsync({
        nickname: nickname.trim(),
        icon,
        province: codes[0] ?? '',
        city: codes[1] ?? '',
        area: codes[2] ?? '',
      });
      toast.success('保存成功');
    } catch {
      // toasted by the request client
    }
  };

  return (
    <Form<TInfoForm>
      form={form}
      layout={isPhone ? 'vertical' : 'horizontal'}
      labelCol={isPhone ? undefined : { flex: '96px' }}
      requiredMark={false}
      onFinish={onFinish}
      initialValues={{
        nickname: user.nickname,
        region: [user.province, user.city, user.area].filter(Boolean),
      }}
      className="form-body form-body-left info-form"
    >
      <Form.Item label="头像">
        <div className="avatar-upload">
          <Upload
            accept={IMAGE_ACCEPT}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              const reason = checkImageFile(file);
              if (reason) {
                toast.error(reason);
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              if (!(file instanceof File)) return;
              setIsUploading(true);
              uploadImage(file)
                .then((answer) => {
                  setIcon(answer.url);
                  onSuccess?.(answer);
                })
                .catch((error: unknown) => onError?.(error instanceof Error ? error : new Error(String(error))))
                .finally(() => setIsUploading(false));
            }}
          >
            <button type="button" className="avatar-upload-btn" aria-label="上传头像" data-testid="avatar-upload">
              <Avatar alt="" size={86} src={icon ? imageUrl(icon, '86') : undefined} icon={<UserOutlined />} />
              <span className="avatar-upload-mask">{isUploading ? <LoadingOutlined /> : <CameraOutlined />}</span>
            </button>
          </Upload>
          <span className="form-hint">支持 JPG、PNG、WEBP，不超过 5MB</span>
        </div>
      </Form.Item>
      <Form.Item
        name="nickname"
        label="昵称"
        rules={[
          { required: true, whitespace: true, message: '请输入昵称' },
          { max: 20, message: '昵称最多20个字' },
        ]}
      >
        <Input placeholder="请输入昵称" maxLength={20} showCount />
      </Form.Item>
      <Form.Item name="region" label="所在地区" extra={regionLabel ? `当前：${regionLabel}` : undefined}>
        <Cascader
          options={regionTreeOnce()}
          classNames={{ popup: { root: 'user-region-popup' } }}
          placeholder="请选择省 / 市 / 区"
          showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input)) }}
          allowClear
        />
      </Form.Item>
      <Form.Item label={isPhone ? undefined : ' '} colon={false}>
        <Button type="primary" htmlType="submit" block={isPhone} loading={updateUser.isPending} disabled={isUploading}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Personal info (spec §2 PersonalInfo): nickname, avatar and region; saves with updateUser. */
export default function PersonalInfoPage() {
  const userInfo = useUserInfo();
  const user = userInfo.data;

  return (
    <div className="page-card">
      <div className="page-card-head">
        <h2>个人信息</h2>
      </div>
      {userInfo.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      ) : !user ? (
        <LoadFailed title="个人信息加载失败" onRetry={() => userInfo.refetch()} />
      ) : (
        <>
          <Descriptions
            column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
            className="info-readonly"
            items={[
              { key: 'username', label: '用户名', children: <span data-testid="info-username">{user.username}</span> },
              { key: 'phone', label: '手机号', children: maskPhone(user.phone) || '未绑定' },
              {
                key: 'region',
                label: '所在地区',
                children: regionText(user.province, user.city, user.area).text || '未设置',
              },
              { key: 'created', label: '注册时间', children: formatDate(user.createdAt) || '—' },
            ]}
          />
          <ProfileForm key={`${user.userId}:${user.nickname}:${user.icon}:${user.area}`} user={user} />
        </>
      )}
    </div>
  );
}
