import { roleWriteSchema } from '@meridian/core';
import type { Role } from '@meridian/core';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../app/api-error';
import { useToast } from '../app/toast';
import { applyFieldErrors, fieldErrorsFromIssues } from '../components/form-errors';
import { useCreateRoleMutation, useUpdateRoleMutation } from './security-api';

/** Props of RoleNameModal. */
export interface RoleNameModalProps {
  /** The role to rename, or null to create one. */
  role: Role | null;
  /** Called when the modal closes, saved or not. */
  onClose: () => void;
}

interface RoleFormValues {
  name: string;
}

/** Creates a role or renames one. */
export function RoleNameModal({ role, onClose }: RoleNameModalProps) {
  const [form] = Form.useForm<RoleFormValues>();
  const toast = useToast();
  const [createRole, createState] = useCreateRoleMutation();
  const [updateRole, updateState] = useUpdateRoleMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const save = async (values: RoleFormValues) => {
    const parsed = roleWriteSchema.safeParse(values);
    if (!parsed.success) {
      setFormError(applyFieldErrors(form, fieldErrorsFromIssues(parsed.error), ['name']));
      return;
    }
    try {
      if (role) await updateRole({ id: role.id, body: parsed.data }).unwrap();
      else await createRole(parsed.data).unwrap();
    } catch (error) {
      const info = describeApiError(error);
      const hasFieldErrors = Object.keys(info.fieldErrors).length > 0;
      setFormError(hasFieldErrors ? applyFieldErrors(form, info.fieldErrors, ['name']) : info.message);
      return;
    }
    toast.success(role ? `Role renamed to ${parsed.data.name}` : `Role ${parsed.data.name} created`);
    onClose();
  };

  const onOk = async () => {
    setFormError(null);
    try {
      await save(await form.validateFields());
    } catch {
      // validateFields rejects when a rule fails; antd already shows it on the field.
    }
  };

  return (
    <Modal
      open
      title={role ? `Rename ${role.name}` : 'Add role'}
      okText={role ? 'Save' : 'Add'}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={createState.isLoading || updateState.isLoading}
      destroyOnHidden
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form<RoleFormValues>
        form={form}
        layout="vertical"
        name="role"
        initialValues={{ name: role?.name ?? '' }}
        onFinish={() => void onOk()}
      >
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true }]}>
          <Input autoFocus autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
