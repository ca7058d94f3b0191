/** 撤销注销, shared by the banner and the 账号安全 page: the call, its toast, then the caller's refresh. */
import { api } from '#lib/client.ts';
import { toast } from '#lib/stores/toast.ts';

export async function withdrawDeletion(done: () => void): Promise<void> {
  const res = await api.post('/api/user/withdrawDeletion', {});
  if (!res.success) return;
  toast.success(res.msg);
  done();
  // The banner and the page each ask again on load: the simplest way to tell both.
  location.reload();
}
