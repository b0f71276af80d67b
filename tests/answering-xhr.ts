/**
 * XMLHttpRequest as the client's multipart calls use it (upload progress is
 * an XHR feature), answered by a function instead of a network: tests stub
 * the global with it and put the original back after their file.
 */
export interface XhrAnswer {
  status: number;
  text: string;
}
/** `aborted()` lets an answer held back skip the server when the client gave up meanwhile. */
export function answeringXhr(answer: (req: { method: string; url: string; body: unknown; aborted(): boolean }) => Promise<XhrAnswer>) {
  return class AnsweringXhr {
    status = 0;
    responseText = '';
    upload = {};
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private target = { method: 'POST', url: '' };
    private gone = false;
    open(method: string, url: string) {
      this.target = { method, url };
    }
    setRequestHeader() {}
    abort() {
      this.gone = true;
      this.onabort?.();
    }
    send(body: unknown) {
      void answer({ ...this.target, body, aborted: () => this.gone }).then((res) => {
        if (this.gone) return;
        this.status = res.status;
        this.responseText = res.text;
        this.onload?.();
      });
    }
  };
}
