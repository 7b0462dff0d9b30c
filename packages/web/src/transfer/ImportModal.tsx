import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { useToast } from '../app/toast';
import { importProblems, REEXPORT_MESSAGE } from './import-errors';
import { useImportBundleMutation } from './transfer-api';
import type { TransferResource } from './transfer-api';

/** The word the user types to confirm an overwrite (as Superset). */
export const OVERWRITE_WORD = 'OVERWRITE';

/** Props of ImportModal. */
export interface ImportModalProps {
  /** What is imported (names the endpoint). */
  resource: TransferResource;
  /** Whether the modal is open. */
  open: boolean;
  /** Closes the modal. */
  onClose: () => void;
  /** Called after a successful import. */
  onImported?: () => void;
}

/** Import modal shared by the chart, dashboard, dataset and database lists. */
export function ImportModal({ resource, open, onClose, onImported }: ImportModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [passwordFiles, setPasswordFiles] = useState<string[]>([]);
  const [passwords, setPasswords] = useState<Record<string, string>>({});
  const [needsOverwrite, setNeedsOverwrite] = useState(false);
  const [confirmText, setConfirmText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [importBundle, state] = useImportBundleMutation();
  const toast = useToast();

  const reset = () => {
    setFile(null);
    setPasswordFiles([]);
    setPasswords({});
    setNeedsOverwrite(false);
    setConfirmText('');
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    if (!file) return;
    setFailure(null);
    try {
      await importBundle({ resource, file, overwrite: needsOverwrite, passwords }).unwrap();
      toast.success(`${capitalize(resource)} imported`);
      onImported?.();
      close();
    } catch (error) {
      const problems = importProblems(error);
      if (problems.others.length > 0) {
        setFailure(`An error occurred while importing ${resource}: ${problems.others.join('; ')}`);
        return;
      }
      if (problems.passwordFiles.length > 0) setPasswordFiles(problems.passwordFiles);
      if (problems.alreadyExists) setNeedsOverwrite(true);
    }
  };

  const missingPassword = passwordFiles.some((name) => !passwords[name]);
  const confirmed = !needsOverwrite || confirmText === OVERWRITE_WORD;
  const fileList: UploadFile[] = file ? [{ uid: '1', name: file.name, status: 'done' }] : [];

  return (
    <Modal
      title={`Import ${resource}`}
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button
          key="import"
          type="primary"
          danger={needsOverwrite}
          disabled={!file || missingPassword || !confirmed}
          loading={state.isLoading}
          onClick={() => void submit()}
        >
          {needsOverwrite ? 'Overwrite' : 'Import'}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="File" required extra="A ZIP file exported from Superset or Meridian.">
          <Upload
            accept=".zip"
            maxCount={1}
            fileList={fileList}
            beforeUpload={(picked) => {
              reset();
              setFile(picked);
              return false;
            }}
            onRemove={() => reset()}
          >
            <Button icon={<UploadOutlined />} aria-label="Select file">
              Select file
            </Button>
          </Upload>
        </Form.Item>
        {passwordFiles.length > 0 && (
          <>
            <Typography.Paragraph>
              The passwords for the databases below are needed in order to import them.
            </Typography.Paragraph>
            {passwordFiles.map((name) => (
              <Form.Item key={name} label={`${name} password`} required>
                <Input.Password
                  aria-label={`${name} password`}
                  value={passwords[name] ?? ''}
                  onChange={(event) =>
                    setPasswords((current) => ({ ...current, [name]: event.target.value }))
                  }
                />
              </Form.Item>
            ))}
          </>
        )}
        {needsOverwrite && (
          <>
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`You are importing one or more ${resource}s that already exist. Overwriting might cause you to lose some of your work. Are you sure you want to overwrite?`}
            />
            <Form.Item label={`Type "${OVERWRITE_WORD}" to confirm`}>
              <Input
                aria-label="Confirm overwrite"
                placeholder={`Type "${OVERWRITE_WORD}" to confirm`}
                value={confirmText}
                onChange={(event) => setConfirmText(event.target.value)}
              />
            </Form.Item>
          </>
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            title={failure}
            description={REEXPORT_MESSAGE}
            data-testid="import-error"
          />
        )}
      </Form>
    </Modal>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
