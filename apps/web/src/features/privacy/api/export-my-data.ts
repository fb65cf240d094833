import { CALLS } from '@mall/contract/wire';
import { useMutation } from '@tanstack/react-query';
import { saveFile } from '../../../lib/download';
import { request } from '../../../lib/request';

/** Downloads everything the mall holds about the buyer as the JSON file the server made (`exportMyData`). */
export async function exportMyData(): Promise<string> {
  const file = await request(CALLS.privacy.exportMyData, {});
  const sentName = file instanceof File ? file.name : '';
  const name = sentName && sentName !== 'download' ? sentName : '智联商城-我的信息.json';
  saveFile(file, name);
  return name;
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
