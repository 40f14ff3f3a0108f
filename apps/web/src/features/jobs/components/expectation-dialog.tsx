// The job-expectation dialog of SPEC §2: job type, position, cities (searchable, 全国, hot cities,
// letter groups), salary in 元/天 for interns and K/月 otherwise; messages of SPEC §8.
import { CITY_GROUPS, HOT_CITIES } from '@app/shared/cities';
import { JOB_TYPE_INTERN, NATIONWIDE, RECRUITMENT_TYPE_LABELS } from '@app/shared/constants';
import type { FormRule } from 'antd';
import { Form, Input, Modal, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { getMessage } from '@/lib/feedback';
import { requiredRule } from '@/lib/form-rules';
import { saveExpectation } from '../api/expectations';
import type { ExpectationForm } from '../expectation';
import { JOBS_MESSAGES } from '../messages';

const M = JOBS_MESSAGES.expectation;
const hot = new Set<string>(HOT_CITIES);

// A city appears once: the hot ones in their group, the rest under their letter.
const cityOptions = [
  { label: M.nationwide, options: [{ value: NATIONWIDE, label: NATIONWIDE }] },
  { label: M.hotCities, options: HOT_CITIES.map((c) => ({ value: c, label: c })) },
  ...CITY_GROUPS.map((g) => ({
    label: g.letter,
    options: g.cities.filter((c) => !hot.has(c)).map((c) => ({ value: c, label: c })),
  })).filter((g) => g.options.length),
];

const typeOptions = Object.entries(RECRUITMENT_TYPE_LABELS).map(([v, label]) => ({
  value: Number(v),
  label,
}));
// Whole numbers up to 7 digits, as the contract accepts (shared/expectations.ts).
const NUMBER = /^\d{1,7}$/;
const numberRule: FormRule = { pattern: NUMBER, message: M.numbersOnly, transform: (v) => v?.trim() };

interface Props {
  open: boolean;
  initial?: ExpectationForm;
  onClose: () => void;
  onSaved: () => void;
}

export function ExpectationDialog({ open, initial, onClose, onSaved }: Props) {
  const [form] = Form.useForm<ExpectationForm>();
  const [saving, setSaving] = useState(false);
  const jobType = Form.useWatch('job_type', form);
  const unit = jobType === JOB_TYPE_INTERN ? M.internUnit : M.monthlyUnit;
  const editing = Boolean(initial?.id);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial ?? { job_type: 0, job_objective: '', desired_city: [] });
  }, [open, initial, form]);

  const submit = async () => {
    let values: ExpectationForm;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    setSaving(true);
    try {
      await saveExpectation({ ...values, id: initial?.id });
      getMessage().success(editing ? M.updated : M.added);
      onSaved();
      onClose();
    } catch (error) {
      getMessage().error(isApiError(error) ? error.msg || M.failed : M.submitFailed);
    } finally {
      setSaving(false);
    }
  };

  const endRule: FormRule = ({ getFieldValue }) => ({
    validator(_, end: string | undefined) {
      const start = getFieldValue('salary_start') as string | undefined;
      if (start && end && NUMBER.test(start.trim()) && NUMBER.test(end.trim()) && Number(start) > Number(end))
        return Promise.reject(new Error(M.startAboveEnd));
      return Promise.resolve();
    },
  });

  return (
    <Modal
      open={open}
      title={editing ? M.editTitle : M.addTitle}
      okText={M.ok}
      cancelText={M.cancel}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="job_type" label={M.jobType}>
          <Radio.Group options={typeOptions} optionType="button" />
        </Form.Item>
        <Form.Item name="job_objective" label={M.position} rules={[requiredRule(M.positionRequired)]}>
          <Input placeholder={M.positionPlaceholder} maxLength={50} />
        </Form.Item>
        <Form.Item
          name="desired_city"
          label={M.cities}
          rules={[{ required: true, type: 'array', min: 1, message: M.citiesRequired }]}
        >
          <Select
            mode="multiple"
            showSearch
            allowClear
            placeholder={M.citiesPlaceholder}
            options={cityOptions}
          />
        </Form.Item>
        <Form.Item label={M.salary} required={false}>
          <Space.Compact block>
            <Form.Item name="salary_start" noStyle rules={[numberRule]}>
              <Input placeholder={unit} aria-label={M.salaryMin} />
            </Form.Item>
            <Form.Item
              name="salary_end"
              noStyle
              dependencies={['salary_start']}
              rules={[numberRule, endRule]}
            >
              <Input placeholder={unit} aria-label={M.salaryMax} />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
