import { passwordSchema, userCreateSchema, userUpdateSchema } from '@meridian/core';
import type { RoleRef, User } from '@meridian/core';
import { Alert, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { useState } from 'react';
import { describeApiError } from '../app/api-error';
import { useToast } from '../app/toast';
import { applyFieldErrors, fieldErrorsFromIssues, schemaRule } from '../components/form-errors';
import { useCreateUserMutation, useUpdateUserMutation } from './security-api';

/** Props of UserFormModal. */
export interface UserFormModalProps {
  /** The user to edit, or null to create one. */
  user: User | null;
  /** Roles to choose from. */
  roles: RoleRef[];
  /** Called when the modal closes, saved or not. */
  onClose: () => void;
}

interface UserFormValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password?: string;
  active: boolean;
  roles: number[];
}

const fields = userCreateSchema.shape;

const FIELD_NAMES = ['first_name', 'last_name', 'username', 'email', 'password', 'active', 'roles'] as const;

function initialValues(user: User | null): Partial<UserFormValues> {
  if (!user) return { active: true, roles: [] };
  const { first_name, last_name, username, email, active } = user;
  return { first_name, last_name, username, email, active, roles: user.roles.map((role) => role.id) };
}

/** The create/edit user form in a modal. */
export function UserFormModal({ user, roles, onClose }: UserFormModalProps) {
  const [form] = Form.useForm<UserFormValues>();
  const toast = useToast();
  const [createUser, createState] = useCreateUserMutation();
  const [updateUser, updateState] = useUpdateUserMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const isCreate = user === null;

  const showErrors = (fieldErrors: Record<string, string[]>, message: string) => {
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    setFormError(hasFieldErrors ? applyFieldErrors(form, fieldErrors, FIELD_NAMES) : message);
  };

  const submit = async (values: UserFormValues): Promise<boolean> => {
    const { password, ...rest } = values;
    const body = password ? { ...rest, password } : rest;
    if (isCreate) {
      const parsed = userCreateSchema.safeParse(body);
      if (!parsed.success) {
        showErrors(fieldErrorsFromIssues(parsed.error), 'Invalid input');
        return false;
      }
      await createUser(parsed.data).unwrap();
    } else {
      const parsed = userUpdateSchema.safeParse(body);
      if (!parsed.success) {
        showErrors(fieldErrorsFromIssues(parsed.error), 'Invalid input');
        return false;
      }
      await updateUser({ id: user.id, body: parsed.data }).unwrap();
    }
    return true;
  };

  const save = async (values: UserFormValues) => {
    try {
      if (!(await submit(values))) return;
    } catch (error) {
      const info = describeApiError(error);
      showErrors(info.fieldErrors, info.message);
      return;
    }
    toast.success(isCreate ? `User ${values.username} created` : `User ${values.username} saved`);
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
      title={isCreate ? 'Add user' : `Edit ${user.username}`}
      okText={isCreate ? 'Add' : 'Save'}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={createState.isLoading || updateState.isLoading}
      width={640}
      destroyOnHidden
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form<UserFormValues> form={form} layout="vertical" initialValues={initialValues(user)} name="user">
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="First name" name="first_name" required rules={[schemaRule(fields.first_name)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Last name" name="last_name" required rules={[schemaRule(fields.last_name)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Username" name="username" required rules={[schemaRule(fields.username)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Email" name="email" required rules={[schemaRule(fields.email)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Password"
          name="password"
          required={isCreate}
          rules={[schemaRule(passwordSchema, { isOptional: !isCreate })]}
          extra={isCreate ? 'At least 8 characters.' : 'Leave empty to keep the current password.'}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Roles" name="roles" required rules={[schemaRule(fields.roles, { emptyAs: [] })]}>
          <Select
            mode="multiple"
            placeholder="Choose roles"
            optionFilterProp="label"
            options={roles.map((role) => ({ value: role.id, label: role.name }))}
          />
        </Form.Item>
        <Form.Item label="Active" name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
