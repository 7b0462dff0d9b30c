import { DATABASE_MESSAGES, databaseCreateSchema, databaseUpdateSchema } from '@meridian/core';
import type { Database } from '@meridian/core';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { describeApiError } from '../app/api-error';
import type { AvailableEngine } from '@meridian/core';
import { useToast } from '../app/toast';
import { applyFieldErrors, fieldErrorsFromIssues, schemaRule } from '../components/form-errors';
import { AdvancedSettings } from './AdvancedSettings';
import {
  cleanParameters,
  connectionErrorText,
  createBody,
  initialConnectValues,
  parameterFieldErrors,
  parameterFields,
  testConnectionBody,
  updateBody,
} from './connection-form';
import type { ConnectFormValues, ConnectionMode } from './connection-form';
import {
  useAvailableEnginesQuery,
  useCreateDatabaseMutation,
  useTestConnectionMutation,
  useUpdateDatabaseMutation,
  useValidateParametersMutation,
} from './database-api';
import { EnginePicker } from './EnginePicker';
import { ParameterInputs } from './ParameterInputs';

/** Props of DatabaseConnectModal. */
export interface DatabaseConnectModalProps {
  /** The database to edit, or null to connect a new one. */
  database: Database | null;
  /** Called when the modal closes, saved or not. */
  onClose: () => void;
}

const FORM_FIELDS = ['database_name', 'sqlalchemy_uri', 'extra', 'cache_timeout'] as const;
const VALIDATE_DELAY_MS = 500;

type TestResult = { isOk: boolean; text: string } | null;

/** The connect/edit database modal: pick an engine, then parameters or a URI, test, and connect. */
export function DatabaseConnectModal({ database, onClose }: DatabaseConnectModalProps) {
  const engines = useAvailableEnginesQuery();
  const [picked, setPicked] = useState<AvailableEngine | null>(null);
  const isEdit = database !== null;
  const savedEngine = useMemo(
    () =>
      database
        ? (engines.data?.find((engine) => engine.engine === database.backend) ?? {
            engine: database.backend,
            name: database.engine_name,
            sqlalchemy_uri_placeholder: '',
            preferred: false,
          })
        : null,
    [database, engines.data],
  );
  const engine = picked ?? savedEngine;

  return (
    <Modal
      open
      title={isEdit ? 'Edit database' : 'Connect a database'}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {engine ? (
        <ConnectForm
          key={engine.engine}
          database={database}
          engine={engine}
          onBack={isEdit ? undefined : () => setPicked(null)}
          onClose={onClose}
        />
      ) : (
        <EnginePicker onPick={setPicked} />
      )}
    </Modal>
  );
}

interface ConnectFormProps {
  database: Database | null;
  engine: AvailableEngine;
  onBack: (() => void) | undefined;
  onClose: () => void;
}

function ConnectForm({ database, engine, onBack, onClose }: ConnectFormProps) {
  const [form] = Form.useForm<ConnectFormValues>();
  const toast = useToast();
  const fields = useMemo(() => parameterFields(engine.parameters), [engine.parameters]);
  const hasDynamicForm = fields.length > 0;
  const [mode, setMode] = useState<ConnectionMode>(() =>
    hasDynamicForm && (database ? database.configuration_method === 'dynamic_form' : true)
      ? 'dynamic_form'
      : 'sqlalchemy_form',
  );
  const [testResult, setTestResult] = useState<TestResult>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [paramErrors, setParamErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [createDatabase, createState] = useCreateDatabaseMutation();
  const [updateDatabase, updateState] = useUpdateDatabaseMutation();
  const [testConnection, testState] = useTestConnectionMutation();
  const [validateParameters] = useValidateParametersMutation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const savedName = database?.database_name;

  useEffect(() => () => clearTimeout(timer.current), []);

  const validate = async (): Promise<Record<string, string>> => {
    const parameters = cleanParameters(
      form.getFieldValue('parameters') as Record<string, unknown> | undefined,
    );
    try {
      const errors = await validateParameters({
        engine: engine.engine,
        parameters,
        ...(savedName ? { database_name: savedName } : {}),
      }).unwrap();
      const byField = parameterFieldErrors(errors);
      setParamErrors(byField);
      return byField;
    } catch {
      // The call itself failed (network, 5xx); Connect still reports the server's answer.
      return {};
    }
  };

  const scheduleValidation = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void validate(), VALIDATE_DELAY_MS);
  };

  const onParameterBlur = (name: string) => {
    setTouched((current) => new Set(current).add(name));
    clearTimeout(timer.current);
    void validate();
  };

  const shownParamErrors = Object.fromEntries(
    Object.entries(paramErrors).filter(([name]) => touched.has(name)),
  );

  const runTest = async () => {
    setTestResult(null);
    const values = form.getFieldsValue(true) as ConnectFormValues;
    try {
      const message = await testConnection(
        testConnectionBody(values, mode, { engine: engine.engine, savedName }),
      ).unwrap();
      setTestResult({ isOk: true, text: message || DATABASE_MESSAGES.connectionOk });
    } catch (error) {
      setTestResult({ isOk: false, text: connectionErrorText(error) });
    }
  };

  const showErrors = (fieldErrors: Record<string, string[]>, message: string) => {
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    setFormError(hasFieldErrors ? applyFieldErrors(form, fieldErrors, FORM_FIELDS) : message);
  };

  const submit = async (values: ConnectFormValues): Promise<Database | null> => {
    if (database) {
      const parsed = databaseUpdateSchema.safeParse(updateBody(values, mode, engine.engine));
      if (!parsed.success) {
        showErrors(fieldErrorsFromIssues(parsed.error), 'Invalid input');
        return null;
      }
      return updateDatabase({ id: database.id, body: parsed.data }).unwrap();
    }
    const parsed = databaseCreateSchema.safeParse(createBody(values, mode, engine.engine));
    if (!parsed.success) {
      showErrors(fieldErrorsFromIssues(parsed.error), 'Invalid input');
      return null;
    }
    return createDatabase(parsed.data).unwrap();
  };

  const onFinish = async () => {
    setFormError(null);
    let values: ConnectFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the failed rules on their fields.
    }
    values = form.getFieldsValue(true) as ConnectFormValues;
    if (mode === 'dynamic_form') {
      setTouched(new Set(fields.map((field) => field.name)));
      const errors = await validate();
      if (Object.keys(errors).length > 0) return;
    }
    try {
      const saved = await submit(values);
      if (!saved) return;
      toast.success(
        database ? `Database ${saved.database_name} saved` : `Database ${saved.database_name} connected`,
      );
      onClose();
    } catch (error) {
      const info = describeApiError(error);
      showErrors(info.fieldErrors, info.message);
    }
  };

  const switchMode = (next: ConnectionMode) => {
    setMode(next);
    setTestResult(null);
    setFormError(null);
  };

  const isSaving = createState.isLoading || updateState.isLoading;

  return (
    <Form<ConnectFormValues>
      form={form}
      layout="vertical"
      name="database"
      initialValues={initialConnectValues(database)}
      onValuesChange={(changed: Partial<ConnectFormValues>) => {
        if (changed.parameters && mode === 'dynamic_form') scheduleValidation();
      }}
      requiredMark
    >
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        {!database && <Typography.Text type="secondary">STEP 2 OF 2</Typography.Text>}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {mode === 'dynamic_form'
            ? `Enter the required ${engine.name} credentials`
            : `Connect ${engine.name} with a URI`}
        </Typography.Title>
      </Flex>
      <Form.Item
        label="Display name"
        name="database_name"
        required
        rules={[schemaRule(databaseCreateSchema.shape.database_name)]}
        extra="Pick a name to help you identify this database."
      >
        <Input autoComplete="off" />
      </Form.Item>
      {mode === 'dynamic_form' ? (
        <ParameterInputs fields={fields} errors={shownParamErrors} onBlur={onParameterBlur} />
      ) : (
        <Form.Item
          label="SQLAlchemy URI"
          name="sqlalchemy_uri"
          required
          rules={[{ required: true, whitespace: true, message: DATABASE_MESSAGES.requiredField }]}
          extra="Refer to the documentation of your database for the URI format."
        >
          <Input placeholder={engine.sqlalchemy_uri_placeholder} autoComplete="off" spellCheck={false} />
        </Form.Item>
      )}
      {hasDynamicForm && (
        <Button
          type="link"
          style={{ paddingInline: 0, marginBottom: 12 }}
          onClick={() => switchMode(mode === 'dynamic_form' ? 'sqlalchemy_form' : 'dynamic_form')}
        >
          {mode === 'dynamic_form'
            ? 'Connect this database with a SQLAlchemy URI string instead'
            : 'Connect this database using the dynamic form instead'}
        </Button>
      )}
      <Flex vertical gap={8} style={{ marginBottom: 16 }}>
        <div>
          <Button onClick={() => void runTest()} loading={testState.isLoading}>
            Test connection
          </Button>
        </div>
        {testResult && (
          <Alert
            type={testResult.isOk ? 'success' : 'error'}
            showIcon
            title={testResult.text}
            role="status"
          />
        )}
      </Flex>
      <AdvancedSettings />
      {formError && <Alert type="error" showIcon title={formError} style={{ marginTop: 16 }} />}
      <Flex justify="flex-end" gap={8} style={{ marginTop: 24 }}>
        {onBack && <Button onClick={onBack}>Back</Button>}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" loading={isSaving} onClick={() => void onFinish()}>
          {database ? 'Finish' : 'Connect'}
        </Button>
      </Flex>
    </Form>
  );
}
