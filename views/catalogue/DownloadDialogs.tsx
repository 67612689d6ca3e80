/**
 * The download dialogs (spec 000 §2.4 'Download control', §8 download alerts), plain data and callbacks:
 * - 'Download Full Video': the poster, the device selector (react-aria Select, 'Your device' until one is chosen) and
 *   the resolutions, those outside the device's qualities marked not recommended.
 * - The daily-limit or trial alert: 850 px wide, not closed by an outside click (its close button and Escape close
 *   it), with 'DOWNLOAD FREE APP' (the companion app's site, new tab) and the footer.
 */
import type { Key } from 'react-aria-components';
import { Button, Dialog, Label, ListBox, ListBoxItem, Modal, ModalOverlay, Popover, Select, SelectValue } from 'react-aria-components';
import {
  DEVICE_PLACEHOLDER,
  DOWNLOAD_APP_BUTTON,
  type DownloadAlertKind,
  type RecommendedDevice,
  downloadAlertFooter,
  downloadAlertText,
  isRecommended,
} from '../../domain/downloads.ts';
import { AppLink } from '../ui/AppLink.tsx';
import { type DownloadOption, DownloadOptions } from './DownloadOptions.tsx';
import './download-dialogs.css';

export type DownloadModalProps = {
  title: string;
  poster: { permalink: string; alt: string };
  options: ReadonlyArray<DownloadOption>;
  devices: ReadonlyArray<RecommendedDevice>;
  device: string | null;
  busy: boolean;
  onDevice: (device: string | null) => void;
  onChoose: (option: DownloadOption) => void;
  onClose: () => void;
};

export function DownloadModal({ title, poster, options, devices, device, busy, onDevice, onChoose, onClose }: DownloadModalProps) {
  const chosen = devices.find((d) => d.name === device) ?? null;
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="dl-overlay">
      <Modal className="dl-modal">
        <Dialog aria-labelledby="download-modal-title" className="dl-dialog">
          <button type="button" className="dl-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
          <img className="dl-poster" src={poster.permalink} alt={poster.alt || title} width={640} height={360} />
          {devices.length > 0 ? (
            <Select
              className="dl-device"
              placeholder={DEVICE_PLACEHOLDER}
              selectedKey={device}
              onSelectionChange={(key: Key | null) => onDevice(key === null ? null : String(key))}
            >
              <Label className="dl-device-label">Device</Label>
              <Button className="dl-device-button">
                <SelectValue />
                <span aria-hidden="true">▾</span>
              </Button>
              <Popover className="cat-popover">
                <ListBox className="cat-listbox">
                  {devices.map((d) => (
                    <ListBoxItem key={d.name} id={d.name} textValue={d.name} className="cat-listbox-item">
                      {d.name}
                    </ListBoxItem>
                  ))}
                </ListBox>
              </Popover>
            </Select>
          ) : null}
          <DownloadOptions
            options={options}
            onChoose={onChoose}
            busy={busy}
            headingId="download-modal-title"
            recommended={(o) => isRecommended(o.quality, chosen)}
          />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export type DownloadAlertProps = { kind: DownloadAlertKind; app: { name: string; url: string }; onClose: () => void };

export function DownloadAlert({ kind, app, onClose }: DownloadAlertProps) {
  const t = downloadAlertText(kind);
  return (
    <ModalOverlay isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()} className="dl-overlay">
      <Modal className="dl-modal dl-alert">
        <Dialog aria-labelledby="download-alert-title" className="dl-dialog" data-alert={kind}>
          <button type="button" className="dl-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
          <h2 id="download-alert-title">{t.heading}</h2>
          {t.text ? <p>{t.text}</p> : null}
          <AppLink href={app.url} target="_blank" rel="noopener" className="cat-button cat-button--accent dl-app">
            {DOWNLOAD_APP_BUTTON}
          </AppLink>
          <p className="dl-footer">{downloadAlertFooter(app.name)}</p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
