// Shared test documents: a Chinese front-end JD and resume, and an English backend pair.
export const ZH_JD = `高级前端开发工程师
岗位职责：
1. 负责公司核心产品的Web前端开发，还原设计稿并保证良好的交互体验
2. 优化页面加载速度与渲染性能，提升首屏体验
3. 参与前端工程化建设，完善构建、发布与监控体系
任职要求：
1. 5年以上前端开发经验，熟练掌握React、TypeScript
2. 熟悉Webpack或Vite等构建工具，有性能优化经验
3. 良好的沟通能力和团队协作精神`;

export const ZH_RESUME = `张三 | 13812345678 | zhangsan@example.com
教育经历
北京大学 计算机科学与技术专业 本科 2014-2018
工作经历
2018.07 - 2024.06 某科技公司 前端工程师
项目经历
电商后台管理系统（前端负责人）
- 主导前端架构设计，使用React和TypeScript重构旧系统
- 引入虚拟列表与按需加载，首屏时间从3.2秒降低到1.1秒
- 搭建组件库，团队开发效率提升30%
数据可视化平台
- 负责图表模块开发，使用ECharts实现20多种图表
- 优化渲染性能，大数据量下帧率提升2倍
专业技能
熟悉 React、Vue、TypeScript、Webpack、Node.js`;

export const EN_JD = `Senior Backend Engineer
Responsibilities:
- Design and build microservices in Go for our payments platform
- Own the reliability and performance of services running on Kubernetes
Requirements:
- 5+ years of experience with Go or Java
- Solid knowledge of MySQL, Redis and Kafka
- Strong communication skills`;

export const EN_RESUME = `Jane Doe, jane@example.com, +1 415 555 0100
Education
Stanford University, Master of Computer Science, 2016
Experience
2016.09 - 2024.03 Software Engineer, Acme Corp
Projects
Payment Gateway Project (tech lead)
- Led the migration of the payment gateway from a monolith to Go microservices
- Introduced Redis caching and cut p99 latency from 800 ms to 120 ms
Order Pipeline System
- Built a Kafka-based order pipeline processing 2 million events per day
Skills: Go, Java, MySQL, Redis, Kafka, Kubernetes, Docker`;
