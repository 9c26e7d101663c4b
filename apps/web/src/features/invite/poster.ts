import { QR_CODE } from '@app/contract';
import QRCode from 'qrcode';

const WIDTH = 600;
const HEIGHT = 860;
const QR_SIZE = 400;

type PosterText = { heading: string; code: string };

/** Draws the share poster (heading, the link's QR code, the invite code) and answers it as a JPEG data URL. */
export async function drawPoster(link: string, text: PosterText): Promise<string> {
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, link, {
    errorCorrectionLevel: QR_CODE.errorCorrection,
    margin: QR_CODE.margin,
    width: QR_SIZE,
  });
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  const background = ctx.createLinearGradient(0, 0, 0, HEIGHT);
  background.addColorStop(0, '#2f3c8f');
  background.addColorStop(1, '#5b3fa3');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.font = 'bold 36px sans-serif';
  ctx.fillText(text.heading, WIDTH / 2, 110, WIDTH - 40);
  // A white card behind the code keeps its quiet zone light on the dark poster.
  const left = (WIDTH - QR_SIZE) / 2;
  ctx.fillRect(left - 20, 180, QR_SIZE + 40, QR_SIZE + 40);
  ctx.drawImage(qr, left, 200, QR_SIZE, QR_SIZE);
  ctx.font = '28px sans-serif';
  ctx.fillText(text.code, WIDTH / 2, 720, WIDTH - 40);
  return canvas.toDataURL('image/jpeg', QR_CODE.quality);
}

/** Saves the poster as a file, as a browser download. */
export function savePoster(dataUrl: string, name: string): void {
  const a = document.createElement('a');
  a.href = dataUrl;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
