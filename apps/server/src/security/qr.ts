import QRCode from "qrcode";

/** A PNG data URL of `text`, for otpauth keys and deposit addresses (the app shows it as an image). */
export const qrDataUrl = (text: string) =>
  QRCode.toDataURL(text, { margin: 1, width: 240, errorCorrectionLevel: "M" });
